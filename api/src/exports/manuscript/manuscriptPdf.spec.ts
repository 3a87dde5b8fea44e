import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePdf } from './manuscriptPdf';
import { pdfText } from './testing/externalCheckers';
import { makeManuscript } from './testing/manuscriptTesting';

// The PDF's own structures, and its text read back with poppler's pdftotext where installed
// (.ci/run installs it).

describe('a manuscript as a PDF', () => {
  const compiled = async () => {
    const seen: number[] = [];
    const bytes = Buffer.from(await writePdf(makeManuscript(), (percent) => seen.push(percent)));
    return { bytes, pdf: bytes.toString('latin1'), seen };
  };

  it('is a PDF of a title page and a page per scene, with a bookmark per scene and its fonts embedded', async () => {
    const { pdf, seen } = await compiled();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(pdf).toMatch(/\/Outlines \d+ 0 R/);
    expect(pdf.match(/\/Parent \d+ 0 R\n\/Title \(([^)]*)\)/g)?.map((item) => item.split('(')[1])).toEqual(['Arrival)', 'Scene 2)']);
    // Noto Serif, subset and embedded; no font the reader would have to supply.
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerif-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerif-Bold/);
    expect(pdf).toMatch(/\/FontFile2 /);
    expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(seen).toEqual([45, 90]);
  });

  it('links the web link to its address and nothing to the element', async () => {
    const { pdf } = await compiled();
    expect(pdf.match(/\/URI \(([^)]*)\)/g)).toEqual(['/URI (https://example.com/map?a=1&b=2)']);
  });

  it('reads back as the scenes in order, accents and other alphabets included (with pdftotext)', async () => {
    const { bytes } = await compiled();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-pdf-'));
    fs.writeFileSync(path.join(folder, 'manuscript.pdf'), bytes);
    const text = await pdfText(path.join(folder, 'manuscript.pdf'));
    fs.rmSync(folder, { recursive: true, force: true });
    if (text === null) return console.log('pdftotext is not installed (Debian: poppler-utils): the PDF’s text was not read back.');
    expect(text).toContain('The Ferry');
    const order = [
      'Arrival',
      'Dawn',
      'The river remembers every name.',
      'Below the pass',
      'Élodie met Łukasz & Ægir at <b>the inn</b>; Ελένη and Вера sang.',
      'Scene 2',
    ];
    const at = order.map((part) => text.indexOf(part));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
