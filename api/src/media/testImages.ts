import { crc32, deflateSync } from 'node:zlib';

// Real, small images for the upload tests, and a PNG padded to any size (a private ancillary
// chunk after the pixels, which viewers skip).

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// A 1×1 PNG of one colour; `size` pads it to that many bytes.
export const pngImage = (size = 0, rgba: [number, number, number, number] = [96, 224, 190, 255]) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const pixels = chunk('IDAT', deflateSync(Buffer.from([0, ...rgba])));
  const start = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), pixels]);
  const end = chunk('IEND', Buffer.alloc(0));
  const padding = Math.max(0, size - start.length - end.length - 12);
  const padded = padding > 0 ? chunk('prVt', Buffer.alloc(padding, 7)) : Buffer.alloc(0);
  return new Uint8Array(Buffer.concat([start, padded, end]));
};

// The classic 1×1 transparent GIF.
export const gifImage = () => new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

// A 1×1 baseline JPEG.
export const jpegImage = () =>
  new Uint8Array(
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  );

// A 1×1 lossless WebP.
export const webpImage = () => new Uint8Array(Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'));

export const svgImage = () => new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
export const textFile = () => new Uint8Array(Buffer.from('This is not an image, whatever its name says.\n'));
