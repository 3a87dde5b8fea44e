import { afterEach, describe, expect, it } from 'vitest';
import { KEY_BYTES, type KeyVault } from './keyVault';

// What every KeyVault adapter must do; run by each adapter's spec.
export const keyVaultContract = (name: string, open: () => Promise<KeyVault> | KeyVault) =>
  describe(`KeyVault contract: ${name}`, () => {
    let vault: KeyVault | undefined;
    const opened = async () => (vault = await open());
    afterEach(async () => {
      await vault?.close();
      vault = undefined;
    });
    // Subjects of their own per test, so a shared server's leftovers never meet them.
    const subject = (label: string) => `user:${label}-${Math.random().toString(36).slice(2)}`;

    it('makes one key per subject and hands the same one back', async () => {
      const v = await opened();
      const ada = subject('ada');
      const key = await v.keyFor(ada);
      expect(key).toHaveLength(KEY_BYTES);
      expect((await v.keyFor(ada))!.equals(key!)).toBe(true);
      expect((await v.keyFor(subject('bo')))!.equals(key!)).toBe(false);
    });

    it('agrees on one key when asked for it concurrently', async () => {
      const v = await opened();
      const ada = subject('ada');
      const keys = await Promise.all(Array.from({ length: 10 }, () => v.keyFor(ada)));
      for (const key of keys) expect(key!.equals(keys[0]!)).toBe(true);
    });

    it('reads the keys of many subjects at once, leaving out unknown ones', async () => {
      const v = await opened();
      const [ada, bo, unknown] = [subject('ada'), subject('bo'), subject('nobody')];
      const adaKey = await v.keyFor(ada);
      await v.keyFor(bo);
      const keys = await v.keysOf([ada, bo, unknown, ada]);
      expect([...keys.keys()].sort()).toEqual([ada, bo].sort());
      expect(keys.get(ada)!.equals(adaKey!)).toBe(true);
    });

    it('erases keys for good: never read again, never made again', async () => {
      const v = await opened();
      const [ada, bo, never] = [subject('ada'), subject('bo'), subject('never')];
      await v.keyFor(ada);
      await v.keyFor(bo);
      expect(await v.erase([ada, never])).toBe(1);
      expect([...(await v.keysOf([ada, bo, never])).keys()]).toEqual([bo]);
      expect(await v.keyFor(ada)).toBeNull();
      expect(await v.keyFor(never)).toBeNull();
      expect(await v.erase([ada])).toBe(0);
    });

    it('keeps keys and erasures across a reopen', async () => {
      const v = await opened();
      const [ada, bo] = [subject('ada'), subject('bo')];
      const key = await v.keyFor(ada);
      await v.keyFor(bo);
      await v.erase([bo]);
      await v.close();
      vault = undefined;
      const again = await opened();
      expect((await again.keyFor(ada))!.equals(key!)).toBe(true);
      expect(await again.keyFor(bo)).toBeNull();
    });
  });
