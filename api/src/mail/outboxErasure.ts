import fs from 'node:fs/promises';
import path from 'node:path';
import { listOutboxFiles } from './outboxFiles';

// `ops forget` with the embedded mailer: the outbox is this installation's record of sent mail,
// so the mails to or naming a forgotten person's addresses go with them. Returns how many.
export const eraseOutboxMailsOf = async (dir: string, addresses: readonly string[]): Promise<number> => {
  const wanted = addresses.map((address) => address.toLowerCase());
  if (wanted.length === 0) return 0;
  let erased = 0;
  for (const file of await listOutboxFiles(dir)) {
    const full = path.join(dir, file.name);
    const text = (await fs.readFile(full, 'utf8')).toLowerCase();
    if (!wanted.some((address) => text.includes(address))) continue;
    await fs.rm(full, { force: true });
    erased++;
  }
  return erased;
};
