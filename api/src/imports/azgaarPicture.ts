import { renderAsync } from '@resvg/resvg-js';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { invalid } from '@lorewright/domain/shared/errors';

// The map's picture: its SVG drawn to a PNG by resvg. Nothing outside the file is loaded: web
// fonts' @import rules and images that are not data: URLs are removed first (resvg fetches
// nothing over the network, but could read a local file an image names), and text uses the
// system's fonts.
export const AZGAAR_PICTURE_MAX_WIDTH = 2048;
const SMALLEST_WIDTH = 256;

const selfContained = (svg: string) =>
  svg
    .replace(/@import\s+url\([^)]*\)\s*;?/gi, '')
    .replace(/@import\s+["'][^"']*["']\s*;?/gi, '')
    .replace(/<image\b(?![^>]*\bhref\s*=\s*["']data:)[^>]*?(\/>|>[\s\S]*?<\/image\s*>)/gi, '')
    .replace(/<(script|foreignObject)\b[\s\S]*?<\/\1\s*>/gi, '');

const draw = async (svg: string, width: number) => {
  const rendered = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true }, logLevel: 'off' });
  return rendered.asPng();
};

// The widest picture (at most the map's own width, at most 2048 px) whose PNG fits in `roomBytes`.
export const drawAzgaarPicture = async (svg: string, mapWidth: number, roomBytes: number): Promise<Uint8Array> => {
  const safe = selfContained(svg);
  let width = Math.max(SMALLEST_WIDTH, Math.min(AZGAAR_PICTURE_MAX_WIDTH, Math.round(mapWidth)));
  for (;;) {
    let png: Buffer;
    try {
      png = await draw(safe, width);
    } catch {
      throw invalid(m.pictureFailed);
    }
    if (png.byteLength <= roomBytes) return png;
    if (width <= SMALLEST_WIDTH) throw invalid(m.pictureTooLarge);
    width = Math.max(SMALLEST_WIDTH, Math.floor(width * 0.7));
  }
};
