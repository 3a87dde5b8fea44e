import { AlignmentType, Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun, type ParagraphChild } from 'docx';
import { manuscriptLines, nameText, type ManuscriptLine, type ManuscriptRun, type ManuscriptWriter } from './manuscript';

// A manuscript as a Word document (docs/formats.md, "Manuscripts"), written with `docx`: the title
// in Word's Title style on a page of its own, each scene a Heading 1 starting a new page (so
// Word's navigation pane lists the chapters), title and subtitle lines Heading 2 and 3, bold and
// colours on the runs, web links as hyperlinks. Sizes are in half-points, spacing in twips.

const FONT = 'Georgia';

const runOf = (run: ManuscriptRun): ParagraphChild => {
  const text = new TextRun({ text: run.text, bold: run.bold || undefined, color: run.color?.slice(1), style: run.href ? 'Hyperlink' : undefined });
  return run.href ? new ExternalHyperlink({ link: run.href, children: [text] }) : text;
};

const HEADING_OF_LINE = { title: HeadingLevel.HEADING_2, subtitle: HeadingLevel.HEADING_3 } as const;

const paragraphOf = ({ style, runs }: ManuscriptLine) =>
  new Paragraph({ heading: style === '' ? undefined : HEADING_OF_LINE[style], children: runs.map(runOf) });

const heading = (size: number, before: number) => ({
  run: { font: FONT, size, bold: true, color: '000000' },
  paragraph: { spacing: { before, after: 200 }, keepNext: true },
});

export const writeDocx: ManuscriptWriter = async (manuscript, onProgress) => {
  const title = nameText(manuscript.title, 'Untitled');
  const chapters = manuscript.scenes.flatMap((scene, index) => {
    const paragraphs = [
      new Paragraph({ text: nameText(scene.name, `Scene ${index + 1}`), heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
      ...manuscriptLines(scene.content).map(paragraphOf),
    ];
    onProgress(Math.floor(((index + 1) / manuscript.scenes.length) * 80));
    return paragraphs;
  });
  const document = new Document({
    title,
    creator: 'Lorewright',
    styles: {
      default: {
        document: { run: { font: FONT, size: 24 }, paragraph: { spacing: { after: 160, line: 300 } } },
        title: { run: { font: FONT, size: 56, bold: true, color: '000000' }, paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 3600 } } },
        heading1: heading(36, 480),
        heading2: heading(28, 360),
        heading3: heading(24, 240),
      },
    },
    sections: [{ children: [new Paragraph({ text: title, heading: HeadingLevel.TITLE }), ...chapters] }],
  });
  const bytes = await Packer.toBuffer(document);
  onProgress(95);
  return bytes;
};
