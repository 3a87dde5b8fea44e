import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { ELDMARK_MAP_TEXT } from '@lorewright/domain/imports/azgaar/testing/eldmarkSave';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { parseAzgaarMap } from '@lorewright/domain/imports/azgaar/parseAzgaarMap';
import { EMBLEMS_MAP_TEXT } from '@lorewright/domain/imports/azgaar/testing/olderSaves';
import { azgaarDrawingSvg, drawAzgaarPicture } from './azgaarPicture';

const SVG_NS = 'http://www.w3.org/2000/svg';

const widthOf = (png: Uint8Array) => Buffer.from(png).readUInt32BE(16);

describe("drawing an Azgaar map's picture", () => {
  const map = parseAzgaarMap(ELDMARK_MAP_TEXT);

  it('draws the SVG to a PNG at the map’s own width', async () => {
    const png = await drawAzgaarPicture(map.svg, map.width, 5_000_000);
    expect(Buffer.from(png).subarray(1, 4).toString()).toBe('PNG');
    expect(widthOf(png)).toBe(800);
  });

  it('draws smaller until the picture fits the room left', async () => {
    const full = await drawAzgaarPicture(map.svg, map.width, 5_000_000);
    const png = await drawAzgaarPicture(map.svg, map.width, full.byteLength - 1);
    expect(widthOf(png)).toBeLessThan(800);
  });

  it('refuses when not even the smallest picture fits', async () => {
    await expect(drawAzgaarPicture(map.svg, map.width, 10)).rejects.toThrow(m.pictureTooLarge);
  });

  it('loads no outside image', async () => {
    const svg = map.svg.replace('</svg>', '<image href="/etc/hostname" width="10" height="10"/><image href="https://example.com/a.png"/></svg>');
    const png = await drawAzgaarPicture(svg, map.width, 5_000_000);
    expect(widthOf(png)).toBe(800);
  });

  it('draws a save whose coats of arms are inner <svg> elements', async () => {
    const emblems = parseAzgaarMap(EMBLEMS_MAP_TEXT);
    expect(widthOf(await drawAzgaarPicture(emblems.svg, emblems.width, 5_000_000))).toBe(800);
  });

  it('refuses an SVG it cannot read', async () => {
    await expect(drawAzgaarPicture('<svg', 800, 5_000_000)).rejects.toThrow(m.pictureFailed);
  });
});

describe('drawing an Azgaar map as the generator shows it', () => {
  const WIDTH = 400;
  const HEIGHT = 200;
  const pixelsOf = (body: string) => {
    const svg = `<svg xmlns="${SVG_NS}" id="map" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>${body}</svg>`;
    return new Resvg(azgaarDrawingSvg(svg), { font: { loadSystemFonts: true }, fitTo: { mode: 'width', value: WIDTH } }).render().pixels;
  };
  // The darkest pixels' columns in a band of rows: [first, last], or null when the band is white.
  const darkColumns = (pixels: Buffer, rows: [number, number]) => {
    let first = Infinity;
    let last = -1;
    for (let y = rows[0]; y < rows[1]; y++) {
      for (let x = 0; x < WIDTH; x++) {
        if (pixels[(y * WIDTH + x) * 4] >= 128) continue;
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
    return last < 0 ? null : [first, last];
  };

  it.each(['borders', 'routes', 'coastline', 'statesHalo'])('leaves the inside of the #%s lines unfilled', (layer) => {
    const pixels = pixelsOf(`<g id="${layer}" stroke="#000000" stroke-width="2"><path d="M100,40 L300,40 L300,160 L100,160"/></g>`);
    // The lines are drawn; the middle of the shape they go round stays white.
    expect(darkColumns(pixels, [60, 140])).toEqual([299, 300]);
    expect(pixels[(100 * WIDTH + 200) * 4]).toBe(255);
  });

  it("draws a state label's second line on its path, not at the map's left edge", () => {
    const label =
      '<defs><path id="textPath_stateLabel1" d="M150,100 L390,100"/></defs>' +
      '<g id="labels"><g id="states" font-size="20" fill="#000000"><text id="stateLabel1">' +
      '<textPath href="#textPath_stateLabel1" startOffset="50%" text-anchor="middle"><tspan x="0" dy="-0.5em">Northland</tspan><tspan x="0" dy="1em">Kingdom</tspan></textPath>' +
      '</text></g></g>';
    const pixels = pixelsOf(label);
    const [top, bottom] = [darkColumns(pixels, [70, 100]), darkColumns(pixels, [100, 130])];
    // Both lines centred on the path's middle (x 270).
    for (const line of [top, bottom]) {
      expect(line).not.toBeNull();
      expect(Math.abs((line![0] + line![1]) / 2 - 270)).toBeLessThan(15);
    }
  });
});
