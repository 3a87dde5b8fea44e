import { splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import { markdownLine, markdownText } from './markdownText';
import type { NoteLinks } from './noteLinks';

/**
 * A wiki section's text as paragraphs, one per line (empty ones left out), its `[[type:id]]`
 * links as wikilinks to the elements' notes showing their titles; a link to an element the
 * export does not hold is left out, as it leads nowhere in the vault.
 */
export const sectionMarkdown = (content: string, to: Pick<NoteLinks, 'linkTo'>) =>
  content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) =>
      splitLinks(line)
        .map((piece) => ('text' in piece ? markdownText(piece.text) : to.linkTo(piece.link, '')))
        .join(''),
    )
    .filter((line) => line.trim() !== '')
    .join('\n\n');

/**
 * A map point's description or a timeline point's subtitle on one line, its `[[type:id]]`
 * mentions as wikilinks as a section's are (a mention of an element the export does not hold left
 * out).
 */
export const mentionLineMarkdown = (text: string, to: Pick<NoteLinks, 'linkTo'>) =>
  splitLinks(text.replace(/[\r\n]+/g, ' '))
    .map((piece) => ('text' in piece ? markdownLine(piece.text) : to.linkTo(piece.link, '')))
    .join('');
