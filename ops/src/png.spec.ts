import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from './png';

describe('the PNG encoder', () => {
  it('computes the CRC-32 that PNG chunks carry', () => {
    expect(crc32(Buffer.from('IEND', 'ascii'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('writes the signature, an RGBA header and the rows behind filter bytes', () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 9, 9, 9, 128]);
    const png = encodePng(2, 2, pixels);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([2, 2, 8, 6]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const rows = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect([...rows]).toEqual([0, ...pixels.subarray(0, 8), 0, ...pixels.subarray(8)]);
    expect(png.subarray(-12)).toEqual(Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
  });

  it('refuses pixels of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(RangeError);
  });
});
