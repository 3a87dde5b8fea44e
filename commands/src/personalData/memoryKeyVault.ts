import { randomBytes } from 'node:crypto';
import { KEY_BYTES, type KeyVault } from './keyVault';

// For specs that need no file: the same rules as the sqlite vault.
export const createMemoryKeyVault = (): KeyVault => {
  const keys = new Map<string, Buffer | null>();
  return {
    keyFor: async (subject) => {
      if (!keys.has(subject)) keys.set(subject, randomBytes(KEY_BYTES));
      return keys.get(subject) ?? null;
    },
    keysOf: async (subjects) => new Map(subjects.flatMap((subject) => (keys.get(subject) ? [[subject, keys.get(subject)!] as const] : []))),
    erase: async (subjects) => {
      let existed = 0;
      for (const subject of subjects) {
        if (keys.get(subject)) existed++;
        keys.set(subject, null);
      }
      return existed;
    },
    close: async () => undefined,
  };
};
