import { ZipFile } from 'yazl';
import { escapeHtml as x } from '../sceneHtml';
import { manuscriptLines, nameText, type Manuscript, type ManuscriptLine, type ManuscriptRun, type ManuscriptWriter } from './manuscript';

// A manuscript as an EPUB 3 e-book (docs/formats.md, "Manuscripts"), written with the ZIP writer
// the exports already use and the templates below rather than an EPUB library: the maintained
// ones need Node 22 or fetch remote images and write to disk, the others are years unmaintained.
// What EPUB 3 asks of the container: `mimetype` first, stored (not deflated), with no extra
// field; META-INF/container.xml naming the package document; a package document with a
// navigation document. An NCX table of contents is added for EPUB 2 reading systems.
// `epubcheck` accepts the result (exports.manuscript.spec.ts runs it when installed).

const LANGUAGE = 'en';
const CHAPTER_WIDTH = 3;

const chapterFile = (index: number) => `scene-${String(index + 1).padStart(CHAPTER_WIDTH, '0')}.xhtml`;

// dcterms:modified is CCYY-MM-DDThh:mm:ssZ, without fractions of a second.
const modified = (iso: string) => `${iso.slice(0, 19)}Z`;

const page = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${LANGUAGE}" lang="${LANGUAGE}">
<head>
<meta charset="UTF-8"/>
<title>${x(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;

const runXhtml = (run: ManuscriptRun) => {
  let html = x(run.text);
  if (run.bold) html = `<strong>${html}</strong>`;
  if (run.color) html = `<span style="color:${run.color}">${html}</span>`;
  if (run.href) html = `<a href="${x(run.href)}">${html}</a>`;
  return html;
};

const lineXhtml = ({ style, runs }: ManuscriptLine) => {
  const inner = runs.map(runXhtml).join('');
  if (style === 'title') return `<h2>${inner}</h2>`;
  if (style === 'subtitle') return `<h3>${inner}</h3>`;
  return `<p>${inner}</p>`;
};

const STYLE = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1 { text-align: center; margin: 2em 0 1.5em; font-size: 1.6em; }
h2 { margin: 1.5em 0 0.6em; font-size: 1.25em; }
h3 { margin: 1.2em 0 0.5em; font-size: 1.1em; }
p { margin: 0 0 0.8em; }
.title-page { text-align: center; padding-top: 30%; }
.title-page h1 { font-size: 2.2em; }
nav ol { list-style: none; padding: 0; }
`;

const containerXml = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

interface Chapter {
  file: string;
  name: string;
}

const packageOpf = (identifier: string, title: string, compiledAt: string, chapters: readonly Chapter[]) => `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${LANGUAGE}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${x(identifier)}</dc:identifier>
    <dc:title>${x(title)}</dc:title>
    <dc:language>${LANGUAGE}</dc:language>
    <meta property="dcterms:modified">${modified(compiledAt)}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="style" href="style.css" media-type="text/css"/>
    <item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>
${chapters.map((chapter, index) => `    <item id="scene-${index + 1}" href="${chapter.file}" media-type="application/xhtml+xml"/>`).join('\n')}
  </manifest>
  <spine toc="ncx">
    <itemref idref="title-page"/>
    <itemref idref="nav"/>
${chapters.map((_chapter, index) => `    <itemref idref="scene-${index + 1}"/>`).join('\n')}
  </spine>
</package>
`;

const navXhtml = (title: string, chapters: readonly Chapter[]) =>
  page(
    title,
    `<nav epub:type="toc" id="toc">
<h1>Contents</h1>
<ol>
${chapters.map((chapter) => `<li><a href="${chapter.file}">${x(chapter.name)}</a></li>`).join('\n')}
</ol>
</nav>`,
  );

const tocNcx = (identifier: string, title: string, chapters: readonly Chapter[]) => `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${LANGUAGE}">
  <head>
    <meta name="dtb:uid" content="${x(identifier)}"/>
    <meta name="dtb:depth" content="1"/>
    <meta name="dtb:totalPageCount" content="0"/>
    <meta name="dtb:maxPageNumber" content="0"/>
  </head>
  <docTitle><text>${x(title)}</text></docTitle>
  <navMap>
${chapters
  .map(
    (chapter, index) =>
      `    <navPoint id="nav-${index + 1}" playOrder="${index + 1}"><navLabel><text>${x(chapter.name)}</text></navLabel><content src="${chapter.file}"/></navPoint>`,
  )
  .join('\n')}
  </navMap>
</ncx>
`;

/** The e-book's files in the order they go into the ZIP (`mimetype` first). */
export const epubFiles = (manuscript: Manuscript, onProgress: (percent: number) => void = () => {}): { path: string; text: string }[] => {
  const title = nameText(manuscript.title, 'Untitled');
  const identifier = `urn:lorewright:writing:${manuscript.writingId}`;
  const chapters = manuscript.scenes.map((scene, index) => ({ file: chapterFile(index), name: nameText(scene.name, `Scene ${index + 1}`) }));
  const chapterPages = manuscript.scenes.map((scene, index) => {
    const { file, name } = chapters[index];
    const body = [`<h1>${x(name)}</h1>`, ...manuscriptLines(scene.content).map(lineXhtml)];
    const text = page(name, `<section epub:type="chapter">\n${body.join('\n')}\n</section>`);
    onProgress(Math.floor(((index + 1) / chapters.length) * 90));
    return { path: `OEBPS/${file}`, text };
  });
  return [
    { path: 'mimetype', text: 'application/epub+zip' },
    { path: 'META-INF/container.xml', text: containerXml },
    { path: 'OEBPS/package.opf', text: packageOpf(identifier, title, manuscript.compiledAt, chapters) },
    { path: 'OEBPS/nav.xhtml', text: navXhtml(title, chapters) },
    { path: 'OEBPS/toc.ncx', text: tocNcx(identifier, title, chapters) },
    { path: 'OEBPS/style.css', text: STYLE },
    { path: 'OEBPS/title.xhtml', text: page(title, `<section epub:type="titlepage" class="title-page">\n<h1>${x(title)}</h1>\n</section>`) },
    ...chapterPages,
  ];
};

export const writeEpub: ManuscriptWriter = (manuscript, onProgress) =>
  new Promise((resolve, reject) => {
    const zip = new ZipFile();
    const mtime = new Date(manuscript.compiledAt);
    // No extended timestamp: the mimetype entry may carry no extra field.
    for (const { path, text } of epubFiles(manuscript, onProgress)) {
      zip.addBuffer(Buffer.from(text), path, { mtime, forceDosTimestamp: true, compress: path !== 'mimetype' });
    }
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
    zip.end();
  });
