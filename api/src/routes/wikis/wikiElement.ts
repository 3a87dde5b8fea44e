import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { DEMO_WIKIS } from '@lorewright/domain/wikis/demoWikis';
import { splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import { wikiForViewer } from '@lorewright/domain/wikis/wikiForViewer';
import { DEFAULT_WIKI_IMAGE, DEFAULT_WIKI_SUBTITLE, type WikiView } from '@lorewright/domain/wikis/wikiView';
import { elementKindOf, type ElementKindPorts } from '../elements/elementKindOf';
import type { ElementKind } from '../elements/elementKind';
import { cardOf, cardPreview, type CardViewer, type LinkCard } from '../elements/linkCard';
import { WIKI_VIEWS } from './wikiViews';
import type { CommandsOf, QueriesOf } from '../routeTypes';

// A wiki's card, from the wiki as this viewer reads it (wikiForViewer: no secret section and no
// image hidden from them): its subtitle unless it is still the placeholder, its picture as the
// page shows first (a public uploaded one before a private one only the author receives; never
// the bundled default), and its first section's text, mentions left out (they are ids, not words).
export const wikiCard = (wiki: WikiView, { world, viewerId }: CardViewer): LinkCard => {
  const shown = wikiForViewer(world, wiki, viewerId);
  const uploaded = shown.images.filter((image) => image.mediaId !== null && image.name !== DEFAULT_WIKI_IMAGE);
  const picture = uploaded.find((image) => image.visibility === 'public') ?? uploaded[0];
  const section = shown.sections[0]?.content ?? '';
  const words = splitLinks(section).flatMap((piece) => ('text' in piece ? [piece.text] : [' ']));
  return cardOf({
    subtitle: shown.subtitle === DEFAULT_WIKI_SUBTITLE ? '' : shown.subtitle.trim(),
    picture: picture && imageUrl('wikis', shown.authorID, picture.name),
    preview: cardPreview(words.join('')),
  });
};

export type WikiElementPorts = CommandsOf<'wikis'> & QueriesOf<'wikis'> & ElementKindPorts;

// Wikis as an element kind of the shared calls (elementKindOf.ts); free, so whoever may edit a
// wiki may change its visibility. The demo world's wikis show to anyone.
export const wikiElement = (ports: WikiElementPorts): ElementKind =>
  elementKindOf(ports, {
    kind: 'wiki',
    views: WIKI_VIEWS,
    head: (wikiId) => ports.queries.wikis.wikiById(wikiId),
    demoTitle: (wikiId) => DEMO_WIKIS.get(wikiId)?.title,
    card: async (wiki, viewer) => wikiCard(wiki, viewer),
    changeVisibility: (actorId, worldId, wikiId, visibility, context) => ports.commands.wikis.changeVisibility(actorId, wikiId, worldId, visibility, context),
    searchTitles: (worldId, text, options) => ports.queries.wikis.searchTitles(worldId, text, options),
  });
