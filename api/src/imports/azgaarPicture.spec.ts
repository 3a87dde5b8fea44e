import { describe, expect, it } from 'vitest';
import { ELDMARK_MAP_TEXT } from '@lorewright/domain/imports/azgaar/eldmark.fixture';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { parseAzgaarMap } from '@lorewright/domain/imports/azgaar/parseAzgaarMap';
import { drawAzgaarPicture } from './azgaarPicture';

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

  it('refuses an SVG it cannot read', async () => {
    await expect(drawAzgaarPicture('<svg', 800, 5_000_000)).rejects.toThrow(m.pictureFailed);
  });
});
