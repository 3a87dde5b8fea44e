import fs from 'node:fs/promises';
import path from 'node:path';
import { readMail, type ParsedAttachment } from './mailReader';
import { findOutboxFile, listOutboxFiles, type OutboxFile } from './outboxFiles';
import type { OutboxMail, OutboxSummary } from './outboxMailView';

// Reads the outbox back for the dev mailbox. The `.eml` files are the only record: parsing them
// (rather than keeping a JSON copy beside each) shows exactly what a recipient would get, and a
// single file per mail is all the atomic rename has to protect.

const readParsed = async (dir: string, file: OutboxFile) => {
  try {
    return await readMail(await fs.readFile(path.join(dir, file.name)));
  } catch (error) {
    // Someone emptied the outbox between listing and reading.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

const readFile = async (dir: string, file: OutboxFile): Promise<OutboxMail | null> => {
  const mail = await readParsed(dir, file);
  if (!mail) return null;
  return {
    id: file.id,
    to: mail.to,
    subject: mail.subject,
    date: mail.date ?? file.writtenAt,
    from: mail.from,
    messageId: mail.messageId,
    text: mail.text,
    html: mail.html,
  };
};

// Newest first.
export const listOutbox = async (dir: string): Promise<OutboxSummary[]> => {
  const mails = await Promise.all((await listOutboxFiles(dir)).map((file) => readFile(dir, file)));
  return mails.filter((mail) => mail !== null).map(({ id, to, subject, date }) => ({ id, to, subject, date }));
};

export const readOutboxMail = async (dir: string, id: string): Promise<OutboxMail | null> => {
  const file = await findOutboxFile(dir, id);
  return file ? readFile(dir, file) : null;
};

// The files a mail carries (kept out of OutboxMail, which the dev mailbox sends as JSON).
export const outboxAttachments = async (dir: string, id: string): Promise<ParsedAttachment[]> => {
  const file = await findOutboxFile(dir, id);
  return (file && (await readParsed(dir, file))?.attachments) ?? [];
};
