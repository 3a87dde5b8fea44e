import { linkToken, splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import type { ExportElement } from './exportElement';
import { escapeHtml } from './sceneHtml';

// The titles of a world's exported elements by their link token (`[[wiki:…]]`), for the mentions
// its wiki sections and point texts hold.
export type ExportTitles = ReadonlyMap<string, string>;

type Mentionable = Exclude<ExportElement, { kind: 'language' }>;

export const exportTitles = (elements: readonly ExportElement[]): ExportTitles =>
  new Map(
    elements
      .filter((element): element is Mentionable => element.kind !== 'language')
      .map(({ kind, file }) => [linkToken({ type: kind, id: file.id }), file.title]),
  );

/**
 * A text that may hold mentions as HTML: the words escaped, each mention a link to the element's
 * place in the page under its title; a mention of an element the export does not hold (another
 * world's, or one deleted since) as '…', as the element's backlinks show a mention they leave out.
 */
export const mentionsHtml = (text: string, titles: ExportTitles): string =>
  splitLinks(text)
    .map((piece) => {
      if ('text' in piece) return escapeHtml(piece.text);
      const title = titles.get(linkToken(piece.link));
      return title === undefined ? '…' : `<a href="#${escapeHtml(`${piece.link.type}-${piece.link.id}`)}">${escapeHtml(title)}</a>`;
    })
    .join('');
