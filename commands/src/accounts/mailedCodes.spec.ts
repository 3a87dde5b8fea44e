import { describe, expect, it } from 'vitest';
import { createMemoryKeyVault } from '../personalData/memoryKeyVault';
import { createMailedCodes } from './mailedCodes';
import { sha256Hex } from './secrets';

describe('mailed codes', () => {
  it('a sealed code holds neither the code nor anything that names its owner, and opens to the code', async () => {
    const codes = createMailedCodes(createMemoryKeyVault());
    const { hash, sealed } = await codes.seal('the-code-123');
    expect(hash).toBe(sha256Hex('the-code-123'));
    expect(sealed).not.toContain('the-code-123');
    expect(sealed).toMatch(/^code:[A-Za-z0-9_-]+\./);
    expect(await codes.open(sealed)).toBe('the-code-123');
  });

  it('once destroyed, a sealed code never opens again; destroying again is harmless', async () => {
    const codes = createMailedCodes(createMemoryKeyVault());
    const first = await codes.seal('first');
    const second = await codes.seal('second');
    await codes.destroy([first.sealed, null]);
    await codes.destroy([first.sealed]);
    expect(await codes.open(first.sealed)).toBeNull();
    expect(await codes.open(second.sealed)).toBe('second');
  });

  it('each code has its own key: a value moved under another subject does not open', async () => {
    const codes = createMailedCodes(createMemoryKeyVault());
    const a = await codes.seal('a');
    const b = await codes.seal('b');
    const swapped = `${b.sealed.split('.')[0]}.${a.sealed.split('.')[1]}`;
    expect(await codes.open(swapped)).toBeNull();
  });

  it('what is not a sealed code opens to nothing', async () => {
    const codes = createMailedCodes(createMemoryKeyVault());
    for (const value of ['', 'plain-code', 'user:u1.abc', 'code:x.not-base64-sealed']) expect(await codes.open(value)).toBeNull();
  });
});
