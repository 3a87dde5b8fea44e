import fs from 'node:fs/promises';

// Outbox file names: `<compact UTC timestamp>-<mail id>.eml`, e.g.
// `20261122T101500123Z-0b5e6f1e-….eml`. They sort by time in `ls` and in code, and carry the id
// so a repeated send finds the mail it already wrote. No `:` in them, so they are valid on every
// file system.

const OUTBOX_FILE = /^(\d{8}T\d{9}Z)-([A-Za-z0-9][A-Za-z0-9_-]*)\.eml$/;

export interface OutboxFile {
  name: string;
  id: string;
  // When the mail was written, ISO-8601.
  writtenAt: string;
}

export const outboxFileName = (id: string, date: Date): string => `${date.toISOString().replace(/[-:.]/g, '')}-${id}.eml`;

const parseName = (name: string): OutboxFile | null => {
  const match = OUTBOX_FILE.exec(name);
  if (!match) return null;
  const [, stamp, id] = match as unknown as [string, string, string];
  const writtenAt = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
  return { name, id, writtenAt };
};

// Every finished mail, newest first. Temporary files of writes in progress are not listed.
export const listOutboxFiles = async (dir: string): Promise<OutboxFile[]> => {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map(parseName)
    .filter((file): file is OutboxFile => file !== null)
    .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
};

export const findOutboxFile = async (dir: string, id: string): Promise<OutboxFile | null> =>
  (await listOutboxFiles(dir)).find((file) => file.id === id) ?? null;
