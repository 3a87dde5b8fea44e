import { createMailedCodes } from '@lorewright/commands/accounts/mailedCodes';
import type { Stack } from '../composition';
import { readOutboxMail } from '../mail/outboxReader';

// For specs: the code a mail's link carries, as its recipient would get it. While the code's key
// lives it is opened from the sealed value; once the mail reactor has sent the mail it destroys
// the key, and the code is read from the link in the sent mail (`{PUBLIC_URL}/{page}/{code}`).
export const mailedCode = async (stack: Stack, sealed: string, mail: { id: string; page: string }) => {
  const opened = await createMailedCodes(stack.stores.keyVault).open(sealed);
  if (opened !== null) return opened;
  const sent = stack.mail.outboxDir ? await readOutboxMail(stack.mail.outboxDir, mail.id) : null;
  if (!sent) throw new Error(`The ${mail.page} code is neither sealed nor in a sent mail.`);
  const prefix = `/${mail.page}/`;
  const link = sent.text.split(/\s/).find((word) => word.startsWith(stack.config.publicUrl) && word.includes(prefix));
  if (!link) throw new Error(`The mail ${mail.id} has no ${mail.page} link.`);
  return decodeURIComponent(link.slice(link.lastIndexOf(prefix) + prefix.length));
};
