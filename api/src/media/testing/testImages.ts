import { PNG_CHUNK_FRAME_BYTES, encodePng } from '../pngFile';

// Real, small images for the upload tests, and a PNG padded to any size (a private ancillary
// chunk after the pixels, which viewers skip).

// A 1×1 PNG of one colour; `size` pads it to that many bytes.
export const pngImage = (size = 0, rgba: [number, number, number, number] = [96, 224, 190, 255]) => {
  const plain = encodePng(1, 1, new Uint8Array(rgba));
  const padding = size - plain.length - PNG_CHUNK_FRAME_BYTES;
  if (padding <= 0) return new Uint8Array(plain);
  return new Uint8Array(encodePng(1, 1, new Uint8Array(rgba), { after: [{ type: 'prVt', data: Buffer.alloc(padding, 7) }] }));
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
