import { randomBytes } from 'node:crypto';
import { openValue, sealValue } from '../personalData/fieldCipher';
import type { KeyVault } from '../personalData/keyVault';
import { sha256Hex } from './secrets';

// A one-time code that travels by mail (activation, password reset, e-mail change links) is
// never readable from the event log. The log holds its SHA-256 (what a request is checked
// against) and the code sealed under a key of its own in the key vault (the one the personal
// data lives in). Only the mail reactor opens it, and it destroys the key once the mail is out
// (or will never go), so from then on nobody — staff, a backup, a stolen log — can read the code.
//
// A sealed code reads `{subject}.{sealed}`: the subject names its key (`code:{random id}`),
// never the person; `sealed` is fieldCipher's AES-256-GCM value bound to that subject.
const SUBJECT_PREFIX = 'code:';

export interface IssuedCode {
  hash: string;
  sealed: string;
}

const split = (sealed: string) => {
  const dot = sealed.indexOf('.');
  const subject = dot > 0 ? sealed.slice(0, dot) : '';
  return subject.startsWith(SUBJECT_PREFIX) ? { subject, value: sealed.slice(dot + 1) } : null;
};

export const createMailedCodes = (vault: KeyVault) => ({
  // Seals a code the caller made (it goes into a link) and gives what the event stores.
  seal: async (code: string): Promise<IssuedCode> => {
    const subject = `${SUBJECT_PREFIX}${randomBytes(16).toString('base64url')}`;
    const key = await vault.keyFor(subject);
    if (!key) throw new Error('A fresh code subject has no key.');
    return { hash: sha256Hex(code), sealed: `${subject}.${sealValue(key, subject, code)}` };
  },

  // The code, while its key lives; null once destroyed (or for anything that is not a sealed code).
  open: async (sealed: string): Promise<string | null> => {
    const parts = split(sealed);
    if (!parts) return null;
    const key = (await vault.keysOf([parts.subject])).get(parts.subject);
    if (!key) return null;
    try {
      const code = openValue(key, parts.subject, parts.value);
      return typeof code === 'string' ? code : null;
    } catch {
      return null;
    }
  },

  // Destroys the keys for good: the sealed codes never open again. Repeating it is harmless.
  destroy: async (sealed: readonly (string | null)[]): Promise<void> => {
    const subjects = sealed.flatMap((value) => {
      const parts = value === null ? null : split(value);
      return parts ? [parts.subject] : [];
    });
    if (subjects.length > 0) await vault.erase(subjects);
  },
});

export type MailedCodes = ReturnType<typeof createMailedCodes>;
