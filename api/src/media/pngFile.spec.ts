import zlib from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { PNG_CHUNK_FRAME_BYTES, encodePng } from './pngFile';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the PNG writer', () => {
  it('writes the signature, an RGBA header and the rows behind filter bytes, each chunk with its CRC', async () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 9, 9, 9, 128]);
    const png = encodePng(2, 2, pixels);
    expect(png.subarray(0, 8)).toEqual(SIGNATURE);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([2, 2, 8, 6]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const rows = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect([...rows]).toEqual([0, ...pixels.subarray(0, 8), 0, ...pixels.subarray(8)]);
    // IEND's CRC is the one every PNG ends with.
    expect(png.subarray(-12)).toEqual(Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
    expect(await fileTypeFromBuffer(png)).toEqual({ ext: 'png', mime: 'image/png' });
  });

  it('writes RGB pixels, and chunks of its caller between the pixels and the end', () => {
    const png = encodePng(1, 1, new Uint8Array([1, 2, 3]), { channels: 3, after: [{ type: 'prVt', data: Buffer.alloc(100, 7) }] });
    expect(png[25]).toBe(2);
    const end = png.length - PNG_CHUNK_FRAME_BYTES;
    expect(png.toString('ascii', end - 100 - 8, end - 100 - 4)).toBe('prVt');
    expect(png.toString('ascii', end + 4, end + 8)).toBe('IEND');
  });

  it('refuses pixels of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(RangeError);
    expect(() => encodePng(1, 1, new Uint8Array(4), { channels: 3 })).toThrow(RangeError);
  });
});
