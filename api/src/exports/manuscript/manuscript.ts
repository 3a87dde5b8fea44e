import type { ManuscriptFormat } from '@lorewright/domain/exports/export.events';
import type { SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';
import { HEX_COLOR, isUrlLink } from '@lorewright/domain/writings/sceneText';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { sceneLines, type SceneLineStyle } from '@lorewright/domain/writings/sceneLines';
import { withoutSecretLines } from '@lorewright/domain/writings/sceneSecrets';

// A writing compiled into a manuscript (POST export/writing): its title as the title page, then
// each scene in order as a chapter headed by the scene's name. This is what the compile task
// takes to a thread of the work pool (plain data), and what each format's writer reads: the
// scenes' stored text turned into lines of runs once, here, the same way for every format.

export interface Manuscript {
  writingId: string;
  title: string;
  // When it was compiled (ISO): the e-book's and the PDF's dates.
  compiledAt: string;
  scenes: { name: string; content: SceneContent }[];
}

export interface ManuscriptRun {
  text: string;
  bold: boolean;
  // '#rrggbb', or null for the text's own colour.
  color: string | null;
  // A web address the text links to. A link to an element of the world leads nowhere outside
  // it: the text stays, the link does not.
  href: string | null;
}

export interface ManuscriptLine {
  // Title and subtitle lines are headings below the chapter's; '' is a paragraph.
  style: SceneLineStyle;
  runs: ManuscriptRun[];
}

// How far a writer is, 0 to 100 (one call per scene at most).
export type CompileProgress = (percent: number) => void;

export type ManuscriptWriter = (manuscript: Manuscript, onProgress: CompileProgress) => Promise<Uint8Array>;

export const manuscriptOf = (writing: WritingView, compiledAt: Date): Manuscript => ({
  writingId: writing._id,
  title: writing.title,
  compiledAt: compiledAt.toISOString(),
  // A manuscript is what the author hands to readers: secret lines are never in it (sceneSecrets.ts).
  scenes: writing.scenes.map(({ name, content }) => ({ name, content: withoutSecretLines(content) })),
});

// Characters XML 1.0 cannot hold (controls other than tab and line breaks, lone surrogates,
// U+FFFE and U+FFFF), and the zero-width space that only holds an empty document's place. Text
// typed anywhere may carry them; every format gets text without them.
// eslint-disable-next-line no-control-regex -- exactly these code points are what is removed
const UNWRITABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u200B\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const writableText = (text: string) => text.replace(UNWRITABLE, '');

// Characters RFC 3986 has no place for, which the URL parser leaves as they are (`|`, `^`):
// e-book checkers refuse them unencoded.
const NOT_URI = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/g;

/** A web link as an address every format can hold, or null (the text then stays unlinked). */
export const webAddress = (url: string): string | null => {
  if (!isUrlLink(url) || !URL.canParse(url)) return null;
  const { href, protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? href.replace(NOT_URI, encodeURIComponent) : null;
};

const runOf = (node: SceneNode): ManuscriptRun => {
  const link = node.link;
  return {
    text: writableText(node.content),
    bold: node.style === 'bold',
    color: node.color && HEX_COLOR.test(node.color) ? node.color.toLowerCase() : null,
    href: link && 'url' in link ? webAddress(link.url) : null,
  };
};

/** A scene's text as the lines of a manuscript; blank lines are left out (paragraphs are spaced). */
export const manuscriptLines = (content: SceneContent): ManuscriptLine[] =>
  sceneLines(content).flatMap(({ style, runs }) => {
    const written = runs.map(runOf).filter((run) => run.text !== '');
    return written.some((run) => run.text.trim() !== '') ? [{ style, runs: written }] : [];
  });

/** A scene's or the writing's name as one line of plain text. */
export const nameText = (name: string, fallback: string) => writableText(name).replace(/\s+/g, ' ').trim() || fallback;

// What each format's file is, for the download.
export const MANUSCRIPT_FILES: Record<ManuscriptFormat, { extension: string; contentType: string }> = {
  epub: { extension: 'epub', contentType: 'application/epub+zip' },
  docx: { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  markdown: { extension: 'md', contentType: 'text/markdown; charset=utf-8' },
};
