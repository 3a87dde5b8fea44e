import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { drawAzgaarPicture } from './azgaarPicture';
import { selfContainedCss, selfContainedSvg } from './selfContainedSvg';

// The map picture never shows a file of the server. A magenta PNG is put on disk; each SVG below
// names it the way an attacker's .map did. resvg drawing the SVG as it is shows the file (the
// way is open), the import's picture does not, and the SVG resvg gets names no file.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const SIZE = 64;
let dir: string;
let secret: string;

// The RGBA pixels of a PNG (resvg decodes it from a data: URL, which no file backs).
const pixelsOf = async (png: Uint8Array) => {
  const svg = `<svg xmlns="${SVG_NS}" width="${SIZE}" height="${SIZE}"><image width="${SIZE}" height="${SIZE}" href="data:image/png;base64,${Buffer.from(png).toString('base64')}"/></svg>`;
  return (await renderAsync(svg)).pixels;
};
const magentaShare = (pixels: Buffer) => {
  let magenta = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] > 200 && pixels[i + 1] < 60 && pixels[i + 2] > 200) magenta++;
  return magenta / (pixels.length / 4);
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-svg-'));
  secret = path.join(dir, 'secret.png');
  const png = (
    await renderAsync(`<svg xmlns="${SVG_NS}" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#ff00ff"/></svg>`)
  ).asPng();
  fs.writeFileSync(secret, png);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const page = (body: string, namespaces = '') =>
  `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"${namespaces} width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/>${body}</svg>`;

const ATTACKS: [string, () => string][] = [
  [
    'an <feImage href> naming an absolute path',
    () => page(`<filter id="f" x="0" y="0" width="1" height="1"><feImage href="${secret}"/></filter><rect width="${SIZE}" height="${SIZE}" filter="url(#f)"/>`),
  ],
  [
    'an <s:image href> whose own prefix is bound to the SVG namespace',
    () => page(`<s:image href="${secret}" width="${SIZE}" height="${SIZE}"/>`, ` xmlns:s="${SVG_NS}"`),
  ],
  ['an <image href="/path" xlink:href="data:,">', () => page(`<image href="${secret}" xlink:href="data:," width="${SIZE}" height="${SIZE}"/>`)],
  [
    'an <image> declared in a nested default namespace',
    () => page(`<g xmlns="${SVG_NS}"><image xlink:href="${secret}" width="${SIZE}" height="${SIZE}"/></g>`),
  ],
];

describe('an SVG that names a file of the server', () => {
  it.each(ATTACKS)('draws %s without the file', async (_name, attack) => {
    const svg = attack();
    // The way is open: resvg given this SVG as it is draws the file.
    expect(magentaShare((await renderAsync(svg)).pixels)).toBeGreaterThan(0.9);
    const png = await drawAzgaarPicture(svg, SIZE, 5_000_000);
    expect(magentaShare(await pixelsOf(png))).toBe(0);
    const cleaned = selfContainedSvg(svg);
    expect(cleaned).not.toContain(secret);
    expect(cleaned).not.toMatch(/image/i);
  });

  it('drops references to anything but a fragment of the document, wherever they are', () => {
    const svg = page(
      `<defs><linearGradient id="g"/><style>@import url(/etc/a.css); .x{fill:url(/etc/b.svg#p);stroke:url( '#g' )} .y{fill:u\\72 l(/etc/c)} .z{fill:\\75\\52L(/etc/h)}</style></defs>` +
        `<use href="other.svg#x"/><use xlink:href="#g"/><a href="https://example.com/"><rect xml:base="/etc/" style="fill:URL(/etc/d)" mask="url(#g)" onload="x()" width="1" height="1"/></a>` +
        `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="/etc/e"/></div></foreignObject><script>alert(1)</script>` +
        `<x:thing xmlns:x="urn:other" href="/etc/f"/><!-- a comment --><?xml-stylesheet href="/etc/g.css"?>`,
    );
    const cleaned = selfContainedSvg(svg);
    expect(cleaned).not.toMatch(/\/etc\/|example\.com|other\.svg|@import|script|foreignObject|onload|xml:base|urn:other|comment|stylesheet/);
    expect(cleaned).toContain('<use xlink:href="#g">');
    expect(cleaned).toContain(`stroke:url( '#g' )`);
    expect(cleaned).toContain('mask="url(#g)"');
    expect(cleaned).toContain('style="fill:none"');
  });

  it('keeps what a map draws: shapes, text, styles, entities and CDATA', () => {
    const svg = page(
      `<style><![CDATA[text{font-size:12px} g > rect{fill:#123}]]></style><g id="a &amp; b"><text x="1" y="9">Fish &amp; chips &lt;3</text></g>`,
    );
    expect(selfContainedSvg(svg)).toContain(
      '<style>text{font-size:12px} g &gt; rect{fill:#123}</style><g id="a &amp; b"><text x="1" y="9">Fish &amp; chips &lt;3</text></g>',
    );
  });

  it('refuses what is no whole SVG document', async () => {
    for (const svg of [
      '<svg',
      '<html/>',
      `<svg xmlns="${SVG_NS}"><g></svg>`,
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "/etc/passwd">]><svg xmlns="${SVG_NS}">&x;</svg>`,
    ]) {
      expect(() => selfContainedSvg(svg)).toThrow();
      await expect(drawAzgaarPicture(svg, 100, 5_000_000)).rejects.toThrow(m.pictureFailed);
    }
  });

  it('cleans CSS in one pass however many url( it holds', () => {
    const css = 'fill:url(/a) '.repeat(100_000) + 'url(x'.repeat(100_000);
    const started = performance.now();
    expect(selfContainedCss(css)).not.toContain('/a');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("puts the caller's base CSS first, cleaned like the rest", () => {
    const svg = selfContainedSvg(`<svg xmlns="${SVG_NS}"><style>#a{fill:red}</style></svg>`, { baseCss: '#a{fill:none;mask:url(#land)} #b{fill:url(/etc/x)}' });
    expect(svg).toBe(`<svg xmlns="${SVG_NS}"><style>#a{fill:none;mask:url(#land)} #b{fill:none}</style><style>#a{fill:red}</style></svg>`);
  });

  it('puts each later line of a text path on a path of its own, without its x', () => {
    const text =
      '<text><textPath href="#p" startOffset="50%"><tspan x="0" dy="-1em">A</tspan><tspan x="0" dy="1em">B</tspan><tspan x="0" dy="1em">C</tspan></textPath></text>';
    const svg = selfContainedSvg(`<svg xmlns="${SVG_NS}">${text}</svg>`, { textPathLines: true });
    const path = '<textPath href="#p" startOffset="50%">';
    expect(svg).toBe(
      `<svg xmlns="${SVG_NS}"><text>${path}<tspan dy="-1em">A</tspan></textPath>${path}<tspan dy="1em">B</tspan></textPath>${path}<tspan dy="1em">C</tspan></textPath></text></svg>`,
    );
    expect(selfContainedSvg(`<svg xmlns="${SVG_NS}">${text}</svg>`)).toContain('<tspan x="0" dy="1em">B</tspan>');
  });
});
