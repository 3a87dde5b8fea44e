import { describe, expect, it } from 'vitest';
import { readZip } from '../testing/zipTesting';
import { writeDocx } from './manuscriptDocx';
import { makeManuscript } from './testing/manuscriptTesting';

// The Word document's own structures (WordprocessingML in word/document.xml).
describe('a manuscript as a Word document', () => {
  const compiled = async () => {
    const seen: number[] = [];
    const zip = await readZip(Buffer.from(await writeDocx(makeManuscript(), (percent) => seen.push(percent))));
    const part = (path: string) => zip.get(path)?.toString() ?? `(no ${path})`;
    return { part, seen };
  };
  // Each paragraph: its style (or '') and its text.
  const paragraphs = (xml: string) =>
    [...xml.matchAll(/<w:p>(.*?)<\/w:p>/g)].map(([, inner]) => [
      /<w:pStyle w:val="([^"]+)"\/>/.exec(inner)?.[1] ?? '',
      [...inner.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
    ]);

  it('has the title on its own, then each scene as a Heading 1 on a new page with its lines below', async () => {
    const { part, seen } = await compiled();
    const document = part('word/document.xml');
    expect(paragraphs(document)).toEqual([
      ['Title', 'The Ferry'],
      ['Heading1', 'Arrival'],
      ['Heading2', 'Dawn'],
      ['', 'The river remembers every name.'],
      ['', 'Ask the ferryman or read the map.'],
      ['Heading3', 'Below the pass'],
      ['', 'Élodie met Łukasz &amp; Ægir at &lt;b&gt;the inn&lt;/b&gt;; Ελένη and Вера sang.'],
      ['Heading1', 'Scene 2'],
    ]);
    expect(document.match(/<w:pageBreakBefore\/>/g)).toHaveLength(2);
    expect(part('docProps/core.xml')).toContain('<dc:title>The Ferry</dc:title>');
    expect(seen).toEqual([40, 80, 95]);
  });

  it('keeps bold and colours on their runs, and a web link as a hyperlink to its address', async () => {
    const { part } = await compiled();
    const document = part('word/document.xml');
    expect(document).toContain('<w:r><w:rPr><w:b/><w:bCs/></w:rPr><w:t xml:space="preserve">every</w:t></w:r>');
    expect(document).toContain('<w:r><w:rPr><w:color w:val="aa3300"/></w:rPr><w:t xml:space="preserve"> name.</w:t></w:r>');
    const link = /<w:hyperlink [^>]*r:id="([^"]+)"[^>]*>(.*?)<\/w:hyperlink>/.exec(document);
    expect(link?.[2]).toContain('the map');
    expect(part('word/_rels/document.xml.rels')).toMatch(
      new RegExp(`Id="${link?.[1]}"[^>]*Target="https://example.com/map\\?a=1&amp;b=2"[^>]*TargetMode="External"`),
    );
    // The element link is text only.
    expect(document).toContain('<w:t xml:space="preserve">the ferryman</w:t>');
    expect(document.match(/<w:hyperlink /g)).toHaveLength(1);
  });
});
