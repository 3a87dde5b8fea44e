import { crc32, deflateSync } from 'node:zlib';

// The one PNG writer: 8-bit RGBA or RGB pixels, no interlace, filter 0 on every row. Enough to
// write a generated picture from Node without an image library (the demo map, the benchmarks'
// uploads, the specs' images). Chunks after the pixels (`after`) are written before IEND; a
// private ancillary one, which viewers skip, pads a file to a size.

export interface PngChunk {
  type: string;
  data: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE = { 3: 2, 4: 6 } as const; // RGB, RGBA
// A chunk's length, type and CRC around its data.
export const PNG_CHUNK_FRAME_BYTES = 12;

const framed = ({ type, data }: PngChunk): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const frame = Buffer.alloc(body.length + 8);
  frame.writeUInt32BE(data.length, 0);
  body.copy(frame, 4);
  frame.writeUInt32BE(crc32(body), body.length + 4);
  return frame;
};

/** The PNG file of `pixels`: width × height × `channels` bytes (4: RGBA, 3: RGB). */
export const encodePng = (
  width: number,
  height: number,
  pixels: Uint8Array | Uint8ClampedArray,
  { channels = 4, after = [] }: { channels?: 3 | 4; after?: readonly PngChunk[] } = {},
): Buffer => {
  if (pixels.length !== width * height * channels) throw new RangeError(`The pixels must be width × height × ${channels} bytes.`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, COLOUR_TYPE[channels], 0, 0, 0], 8); // bit depth 8, deflate, filter 0, no interlace
  const stride = width * channels;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const chunks: PngChunk[] = [
    { type: 'IHDR', data: header },
    { type: 'IDAT', data: deflateSync(rows, { level: 9 }) },
    ...after,
    { type: 'IEND', data: Buffer.alloc(0) },
  ];
  return Buffer.concat([SIGNATURE, ...chunks.map(framed)]);
};
