import { describe, expect, it } from 'vitest';
import { attachmentHeader, manuscriptFileName } from './manuscriptDownload';

describe("a manuscript's download", () => {
  it("is named after the writing with the format's extension, as every file system accepts", () => {
    expect(manuscriptFileName('The Ferry', 'epub')).toBe('The Ferry.epub');
    expect(manuscriptFileName('Part 1: "Dawn" / Dusk?', 'docx')).toBe('Part 1 Dawn Dusk.docx');
    expect(manuscriptFileName('..', 'pdf')).toBe('Manuscript.pdf');
    expect(manuscriptFileName(null, 'markdown')).toBe('Manuscript.md');
  });

  it('is an attachment, with the name in UTF-8 beside a plain one when it needs more than ASCII', () => {
    expect(attachmentHeader('The Ferry.epub')).toBe('attachment; filename="The Ferry.epub"');
    expect(attachmentHeader("Élodie's Ελένη.pdf")).toBe(
      `attachment; filename="Elodie's _____.pdf"; filename*=UTF-8''%C3%89lodie%27s%20%CE%95%CE%BB%CE%AD%CE%BD%CE%B7.pdf`,
    );
  });
});
