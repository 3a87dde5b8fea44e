import { describe, expect, it } from 'vitest';
import { withLine } from './azgaar/testing/eldmarkSave';
import { locateAzgaarSvg } from './azgaar/azgaarSvg';
import { parseAzgaarMap } from './azgaar/parseAzgaarMap';
import { kankaHtmlToText } from './kanka/kankaHtml';

// Markup from an upload is read in time that grows with its length, whatever it holds. Each
// input below took the regular expressions that read it before seconds to minutes (an
// unclosed `<script` 8,000 times: 4 s; 40,000 times: 58 s; 672 KB of `<svg id="map">` with no
// end: 10 s, the whole server waiting); each bound here is generous for a loaded CI machine.

const timed = (read: () => unknown) => {
  const started = Date.now();
  try {
    read();
  } catch {
    // Refusing the file is fine too; only the time counts here.
  }
  return Date.now() - started;
};

describe('reading hostile markup', () => {
  it('reads a Kanka entry of unclosed script tags in linear time', () => {
    expect(timed(() => kankaHtmlToText('<script xyz'.repeat(8_000)))).toBeLessThan(500);
    expect(timed(() => kankaHtmlToText('<script xyz'.repeat(40_000)))).toBeLessThan(1_000);
    // An entity's JSON is read up to 5 MB.
    expect(timed(() => kankaHtmlToText('<script xyz'.repeat(480_000)))).toBeLessThan(3_000);
  });

  it.each([
    ['a run of <', '<'.repeat(500_000)],
    ['unclosed mentions', '[character:1|'.repeat(50_000)],
    ['spaces before no line break', `${' \t'.repeat(300_000)}x`],
    ['deep nesting and stray end tags', '<div><li>'.repeat(50_000) + '</span>'.repeat(50_000)],
    ['unclosed comments and styles', '<!--<style>'.repeat(50_000)],
  ])('reads %s in linear time', (_name, html) => {
    expect(timed(() => kankaHtmlToText(html))).toBeLessThan(1_000);
  });

  it('reads an Azgaar file of unclosed map SVGs in linear time', () => {
    const svg = '<svg id="map">'.repeat(Math.ceil((672 * 1024) / 14));
    expect(timed(() => parseAzgaarMap(withLine(5, svg)))).toBeLessThan(1_000);
    expect(timed(() => parseAzgaarMap(withLine(5, `<svg id="map" width="9" height="9">${'<g>'.repeat(300_000)}${'</x>'.repeat(300_000)}`)))).toBeLessThan(
      1_000,
    );
  });

  it('reads an Azgaar note legend of unclosed tags in linear time', () => {
    const notes = JSON.stringify([{ id: 'marker0', name: 'Bell', legend: '<br'.repeat(200_000) }]);
    expect(timed(() => parseAzgaarMap(withLine(4, notes)))).toBeLessThan(1_000);
  });
});

describe('finding the map SVG in a .map file', () => {
  const file = (svg: string) => ['1.0|x|d|1|800|400', 's', 'c', 'b', '[]', svg, 'after'].join('\r\n');

  it('ends at the end tag that closes the root, past nested SVGs', () => {
    const svg = '<svg id="map" width="800" height="400"><defs><svg id="coa"><g/></svg></defs><text>a\r\nb</text></svg >';
    const text = file(svg);
    const extent = locateAzgaarSvg(text)!;
    expect(text.slice(extent.start, extent.end!)).toBe(svg);
    expect(extent.attributes).toMatchObject({ id: 'map', width: '800', height: '400' });
  });

  it('has no end when the root never closes, and nothing when line 5 is no SVG', () => {
    expect(locateAzgaarSvg(file('<svg id="map"><g>'))).toMatchObject({ end: null });
    expect(locateAzgaarSvg(file('<svg id="map"/>'))).toMatchObject({ end: expect.any(Number) });
    expect(locateAzgaarSvg(file('not an svg <svg/>'))).toBeNull();
  });
});

describe("Kanka's entry HTML, read by a tokenizer", () => {
  it('decodes every named entity once and drops script and style contents, closed or not', () => {
    expect(kankaHtmlToText('<p>caf&eacute; &amp;amp; <style>p{}</style>end<script>never')).toBe('café &amp; end');
    expect(kankaHtmlToText('<p>a<script/>b</p>')).toBe('a');
  });
});
