import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { invalid } from '@lorewright/domain/shared/errors';
import { AZGAAR_PAGE_CSS } from './azgaarStyle';
import { selfContainedSvg } from './selfContainedSvg';

// The map's picture: its SVG drawn to a PNG by resvg. Nothing outside the file is loaded: resvg
// 2.6 has no option to stop it opening a file an image names (its image resolver reads any
// path), so the SVG it gets has every outside reference removed first, by an XML parser
// (selfContainedSvg.ts). resvg fetches nothing over the network; text uses the server's own
// installed fonts (no path or address in the file can add one: @font-face and url() are gone).
// It is drawn as the generator's page shows it: with the page's stylesheet (azgaarStyle.ts) and
// labels of several lines on their paths.
export const AZGAAR_PICTURE_MAX_WIDTH = 2048;
const SMALLEST_WIDTH = 256;

const RENDER_OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: true }, logLevel: 'off' };

// Drawn on the calling thread, a worker of the work pool (azgaarImportTask.ts): not on libuv's
// threads, which the event loop's file and crypto work share.
const draw = (svg: string, width: number) => new Resvg(svg, { ...RENDER_OPTIONS, fitTo: { mode: 'width', value: width } }).render().asPng();

// The widest picture (at most the map's own width, at most 2048 px) whose PNG fits in `roomBytes`.
// The SVG as it is drawn: self-contained, with the generator's page rules.
export const azgaarDrawingSvg = (svg: string) => selfContainedSvg(svg, { baseCss: AZGAAR_PAGE_CSS, textPathLines: true });

export const drawAzgaarPicture = async (svg: string, mapWidth: number, roomBytes: number): Promise<Uint8Array> => {
  let safe: string;
  try {
    safe = azgaarDrawingSvg(svg);
  } catch {
    throw invalid(m.pictureFailed);
  }
  let width = Math.max(SMALLEST_WIDTH, Math.min(AZGAAR_PICTURE_MAX_WIDTH, Math.round(mapWidth)));
  for (;;) {
    let png: Buffer;
    try {
      png = draw(safe, width);
    } catch {
      throw invalid(m.pictureFailed);
    }
    if (png.byteLength <= roomBytes) return png;
    if (width <= SMALLEST_WIDTH) throw invalid(m.pictureTooLarge);
    width = Math.max(SMALLEST_WIDTH, Math.floor(width * 0.7));
  }
};
