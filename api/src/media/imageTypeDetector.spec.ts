import { describe, expect, it } from 'vitest';
import { detectImageType } from './imageTypeDetector';
import { gifImage, jpegImage, pngImage, svgImage, textFile, webpImage } from './testing/testImages';

describe('image type by content', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes', async () => {
    expect(await detectImageType(pngImage())).toBe('image/png');
    expect(await detectImageType(pngImage(2 * 1024 * 1024))).toBe('image/png');
    expect(await detectImageType(jpegImage())).toBe('image/jpeg');
    expect(await detectImageType(gifImage())).toBe('image/gif');
    expect(await detectImageType(webpImage())).toBe('image/webp');
  });

  it('refuses text, SVG (it can carry scripts), other formats and empty files', async () => {
    expect(await detectImageType(textFile())).toBeNull();
    expect(await detectImageType(svgImage())).toBeNull();
    expect(await detectImageType(new Uint8Array(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')))).toBeNull();
    expect(await detectImageType(new Uint8Array(0))).toBeNull();
  });
});
