import { splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import { markdownText } from './markdownText';
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
