import { encodePng } from '@lorewright/api/media/pngFile';

// Real PNG pictures for the mixed benchmark's uploads and maps: colour bands with some grain,
// so they compress about as a painted map or a photo does, not to a few bytes as one flat colour.
export const picture = (width: number, height: number, seed: number): Buffer => {
  const rgba = new Uint8Array(width * height * 4);
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  const grain = () => {
    // xorshift32: the same picture for the same seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      rgba[i] = (((x + seed * 31) >> 2) & 0x7f) + 64 + grain();
      rgba[i + 1] = (((y + seed * 17) >> 2) & 0x7f) + 64 + grain();
      rgba[i + 2] = (((x + y) >> 3) & 0x7f) + 64 + grain();
      rgba[i + 3] = 255;
    }
  }
  return encodePng(width, height, rgba);
};
