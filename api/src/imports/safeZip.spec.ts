import { describe, expect, it } from 'vitest';
import { openSafeZip, zipMessages, type ZipLimits } from './safeZip';
import { buildZip, zeros } from './zipBuilding';

const MB = 1024 * 1024;
const limits: ZipLimits = { maxEntries: 10, maxEntryBytes: 10 * MB, maxTotalBytes: 20 * MB, maxRatio: 100 };

const refusal = async (bytes: Buffer, message: string, withLimits = limits) =>
  expect(openSafeZip(bytes, withLimits)).rejects.toMatchObject({ kind: 'invalid', message });

describe('opening a ZIP safely', () => {
  it('lists the files and reads them', async () => {
    const zip = await openSafeZip(
      await buildZip([
        { name: 'manifest.json', content: '{"a":1}' },
        { name: 'worlds/w1/media/m1.png', content: Buffer.from([1, 2, 3]), store: true },
      ]),
      limits,
    );
    expect(zip.names).toEqual(['manifest.json', 'worlds/w1/media/m1.png']);
    expect(zip.sizeOf('manifest.json')).toBe(7);
    expect((await zip.read('manifest.json')).toString()).toBe('{"a":1}');
    expect([...(await zip.read('worlds/w1/media/m1.png'))]).toEqual([1, 2, 3]);
    await expect(zip.read('nope')).rejects.toMatchObject({ message: zipMessages.missing('nope') });
    zip.close();
  });

  it('refuses what is not a ZIP', async () => {
    await refusal(Buffer.from('just some text, no central directory'), zipMessages.notZip);
    await refusal(Buffer.alloc(0), zipMessages.notZip);
  });

  it.each([
    ['../evil', 'xx/evil'],
    ['a/../../b', 'a/xx/xx/b'],
    ['/abs', 'xabs'],
    ['C:/x', 'Cx/x'],
    ['a\\b', 'a_b'],
    ['a\0b', 'a_b'],
  ])('refuses the entry %j that leaves the folder, before reading', async (rename, name) => {
    await refusal(
      await buildZip([
        { name: 'ok.txt', content: 'ok' },
        { name, rename, content: 'x' },
      ]),
      zipMessages.escapes(rename),
    );
  });

  it('refuses too many entries', async () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' }));
    await refusal(await buildZip(entries), zipMessages.tooManyEntries(10));
  });

  it('refuses duplicate names', async () => {
    await refusal(
      await buildZip([
        { name: 'a.json', content: '1' },
        { name: 'b.json', rename: 'a.json', content: '2' },
      ]),
      zipMessages.duplicate('a.json'),
    );
  });

  it('refuses an entry declared too large, and too much data in all', async () => {
    await refusal(await buildZip([{ name: 'big.bin', content: 'x', declareSize: 11 * MB }]), zipMessages.tooLarge('big.bin'));
    const nine = (name: string) => ({ name, content: 'x', declareSize: 9 * MB });
    await refusal(await buildZip([nine('a'), nine('b'), nine('c')]), zipMessages.tooMuchData, { ...limits, maxRatio: Infinity });
  });

  it('refuses an encrypted entry', async () => {
    const bytes = await buildZip([{ name: 'secret.txt', content: 'hush' }]);
    // Set bit 0 (encrypted) of the general purpose flags in the central directory (+8).
    const at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt16LE(bytes.readUInt16LE(at + 8) | 1, at + 8);
    await refusal(bytes, zipMessages.encrypted('secret.txt'));
  });

  it('refuses a 1 GB zip bomb by its declared size and ratio, never inflating it', async () => {
    const bomb = await buildZip([{ name: 'bomb.bin', stream: () => zeros(1024 * MB) }]);
    expect(bomb.length).toBeLessThan(2 * MB);
    const heapBefore = process.memoryUsage().arrayBuffers;
    await refusal(bomb, zipMessages.tooLarge('bomb.bin'));
    // Even where 1 GB were allowed, a thousandfold ratio is not.
    await refusal(bomb, zipMessages.compressedTooWell('bomb.bin'), { ...limits, maxEntryBytes: 2048 * MB, maxTotalBytes: 2048 * MB });
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(50 * MB);
  }, 60_000);

  it('stops an entry that inflates past its declared size', async () => {
    const text = 'a lying entry '.repeat(1000);
    const zip = await openSafeZip(await buildZip([{ name: 'liar.txt', content: text, declareSize: 100 }]), limits);
    await expect(zip.read('liar.txt')).rejects.toMatchObject({ kind: 'invalid', message: zipMessages.damagedEntry('liar.txt') });
    zip.close();
  });

  it('lets small entries compress well', async () => {
    const zip = await openSafeZip(await buildZip([{ name: 'spaces.txt', content: ' '.repeat(60_000) }]), { ...limits, maxRatio: 2 });
    expect((await zip.read('spaces.txt')).length).toBe(60_000);
    zip.close();
  });

  it('reads from a file on disk too', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'safezip-')), 'a.zip');
    writeFileSync(file, await buildZip([{ name: 'a.txt', content: 'disk' }]));
    const zip = await openSafeZip(file, limits);
    expect((await zip.read('a.txt')).toString()).toBe('disk');
    zip.close();
  });
});
