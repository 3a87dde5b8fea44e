import { describe, expect, it } from 'vitest';
import { readZip } from '../testing/zipTesting';
import { epubFiles, writeEpub } from './manuscriptEpub';
import { makeManuscript } from './testing/manuscriptTesting';

// The EPUB's own structures; exports.manuscript.spec.ts runs epubcheck over a compiled one.
describe('a manuscript as an EPUB 3 e-book', () => {
  const files = new Map(epubFiles(makeManuscript()).map(({ path, text }) => [path, text]));
  const file = (path: string) => files.get(path) ?? `(no ${path})`;

  it('holds a package document with the title, a navigation document and one chapter per scene in order', () => {
    const opf = file('OEBPS/package.opf');
    expect(opf).toContain('<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id"');
    expect(opf).toContain('<dc:identifier id="book-id">urn:lorewright:writing:d1</dc:identifier>');
    expect(opf).toContain('<dc:title>The Ferry</dc:title>');
    expect(opf).toContain('<meta property="dcterms:modified">2026-11-30T08:15:30Z</meta>');
    expect(opf).toContain('href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"');
    expect(opf.match(/<itemref idref="[^"]+"\/>/g)).toEqual([
      '<itemref idref="title-page"/>',
      '<itemref idref="nav"/>',
      '<itemref idref="scene-1"/>',
      '<itemref idref="scene-2"/>',
    ]);
    expect(file('META-INF/container.xml')).toContain('full-path="OEBPS/package.opf"');
    expect(file('OEBPS/nav.xhtml')).toContain('<li><a href="scene-001.xhtml">Arrival</a></li>\n<li><a href="scene-002.xhtml">Scene 2</a></li>');
    expect(file('OEBPS/title.xhtml')).toContain('<h1>The Ferry</h1>');
  });

  it('writes a scene under its name, its title lines as headings, bold, colours and web links; markup typed stays text', () => {
    const chapter = file('OEBPS/scene-001.xhtml');
    expect(chapter).toContain('<title>Arrival</title>');
    expect(chapter).toContain(
      [
        '<section epub:type="chapter">',
        '<h1>Arrival</h1>',
        '<h2>Dawn</h2>',
        '<p>The river remembers <strong>every</strong><span style="color:#aa3300"> name.</span></p>',
        '<p>Ask the ferryman or read <a href="https://example.com/map?a=1&amp;b=2">the map</a>.</p>',
        '<h3>Below the pass</h3>',
        '<p>Élodie met Łukasz &amp; Ægir at &lt;b&gt;the inn&lt;/b&gt;; Ελένη and Вера sang.</p>',
        '</section>',
      ].join('\n'),
    );
    expect(file('OEBPS/scene-002.xhtml')).toContain('<section epub:type="chapter">\n<h1>Scene 2</h1>\n</section>');
  });

  it('puts the mimetype first, stored and without an extra field, as EPUB readers look for it', async () => {
    const bytes = Buffer.from(await writeEpub(makeManuscript(), () => {}));
    expect(bytes.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.readUInt16LE(28)).toBe(0);
    const zip = await readZip(bytes);
    expect([...zip.keys()][0]).toBe('mimetype');
    expect(zip.get('OEBPS/scene-001.xhtml')?.toString()).toBe(file('OEBPS/scene-001.xhtml'));
  });

  it('reports its progress scene by scene', () => {
    const seen: number[] = [];
    epubFiles(makeManuscript(), (percent) => seen.push(percent));
    expect(seen).toEqual([45, 90]);
  });
});
