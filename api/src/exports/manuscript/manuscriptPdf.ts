import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { manuscriptLines, nameText, type ManuscriptLine, type ManuscriptWriter } from './manuscript';

// A manuscript as a PDF (docs/formats.md, "Manuscripts"), laid out by `pdfkit` on A5 pages: the
// title on a page of its own, each scene starting a page under its name (and listed in the PDF's
// bookmarks), title and subtitle lines as smaller headings, bold, colours, and web links that
// open their address. The text is set in Noto Serif (Latin, Greek and Cyrillic with their
// accents), from the @expo-google-fonts/noto-serif package: SIL Open Font License 1.1, which
// allows embedding; pdfkit embeds only the glyphs used. Sizes in points.

const require = createRequire(import.meta.url);
const FONTS = {
  body: require.resolve('@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf'),
};

const MARGIN = 54;
const TEXT = { size: 11, lineGap: 3, paragraphGap: 7 };
const LINE_HEADING = { title: { size: 14, gap: 6 }, subtitle: { size: 12, gap: 5 } };
const BLACK = '#000000';
const LINK_BLUE = '#1a4f9c';

type Pdf = PDFKit.PDFDocument;

const writeLine = (doc: Pdf, { style, runs }: ManuscriptLine) => {
  const heading = style === '' ? null : LINE_HEADING[style];
  if (heading) doc.moveDown(0.4);
  const size = heading?.size ?? TEXT.size;
  const paragraphGap = heading?.gap ?? TEXT.paragraphGap;
  runs.forEach((run, index) => {
    doc
      .font(heading || run.bold ? 'bold' : 'body')
      .fontSize(size)
      .fillColor(run.color ?? (run.href ? LINK_BLUE : BLACK))
      // Continued text keeps the options of the run before unless told otherwise: every run
      // says its link and underline.
      .text(run.text, { continued: index < runs.length - 1, link: run.href, underline: run.href !== null, lineGap: TEXT.lineGap, paragraphGap });
  });
};

export const writePdf: ManuscriptWriter = (manuscript, onProgress) =>
  new Promise((resolve, reject) => {
    const title = nameText(manuscript.title, 'Untitled');
    const date = new Date(manuscript.compiledAt);
    const doc = new PDFDocument({
      size: 'A5',
      margin: MARGIN,
      autoFirstPage: false,
      font: FONTS.body,
      lang: 'en',
      displayTitle: true,
      info: { Title: title, Creator: 'Lorewright', CreationDate: date, ModDate: date },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.registerFont('body', FONTS.body);
      doc.registerFont('bold', FONTS.bold);

      doc.addPage();
      doc.font('bold').fontSize(24).fillColor(BLACK);
      doc.y = doc.page.height * 0.33;
      doc.text(title, { align: 'center' });

      manuscript.scenes.forEach((scene, index) => {
        const name = nameText(scene.name, `Scene ${index + 1}`);
        doc.addPage();
        doc.outline.addItem(name);
        doc.font('bold').fontSize(18).fillColor(BLACK).text(name, { paragraphGap: 14 });
        for (const line of manuscriptLines(scene.content)) writeLine(doc, line);
        onProgress(Math.floor(((index + 1) / manuscript.scenes.length) * 90));
      });
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
