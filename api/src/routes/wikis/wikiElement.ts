import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { DEMO_WIKIS } from '@lorewright/domain/wikis/demoWikis';
import { linkToken, splitLinks, type ContentPiece } from '@lorewright/domain/wikis/sectionLinks';
import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { wikiForViewer } from '@lorewright/domain/wikis/wikiForViewer';
import { DEFAULT_WIKI_IMAGE, DEFAULT_WIKI_SUBTITLE, type WikiView } from '@lorewright/domain/wikis/wikiView';
import { elementKindOf, type DemoElement, type ElementKindPorts } from '../elements/elementKindOf';
import type { ElementKind } from '../elements/elementKind';
import { cardOf, cardPreview, mentionTitles, type CardViewer, type LinkCard } from '../elements/linkCard';
import { WIKI_VIEWS } from './wikiViews';
import type { CommandsOf, QueriesOf } from '../routeTypes';

// A wiki's card, from the wiki as this viewer reads it (wikiForViewer: no secret section and no
// image hidden from them); a mention reads as the title of what it names, if they may see it.
export const wikiCard = (wiki: WikiView, viewer: CardViewer): LinkCard => {
  const shown = wikiForViewer(viewer.world, wiki, viewer.viewerId);
  const pieces = splitLinks(shown.sections[0]?.content ?? '');
  const titles = mentionTitles(
    pieces.flatMap((piece) => ('link' in piece ? [piece.link] : [])),
    viewer,
  );
  return cardOfShownWiki(shown, pieces, (link) => titles.get(linkToken(link)));
};

// The card of a wiki as it is shown: its subtitle unless it is still the placeholder, its picture
// as the page shows first (a public uploaded one before a private one only the author receives;
// never the bundled default), and its first section's text, each mention as the title `titleOf`
// gives it (left out without one).
const cardOfShownWiki = (shown: WikiView, firstSection: readonly ContentPiece[], titleOf: (link: ElementLink) => string | undefined): LinkCard => {
  const uploaded = shown.images.filter((image) => image.mediaId !== null && image.name !== DEFAULT_WIKI_IMAGE);
  const picture = uploaded.find((image) => image.visibility === 'public') ?? uploaded[0];
  const words = firstSection.map((piece) => ('text' in piece ? piece.text : (titleOf(piece.link) ?? ' ')));
  return cardOf({
    subtitle: shown.subtitle === DEFAULT_WIKI_SUBTITLE ? '' : shown.subtitle.trim(),
    picture: picture && imageUrl('wikis', shown.authorID, picture.name),
    preview: cardPreview(words.join('')),
  });
};

// The demo world's wikis as links show them: bundled, public and without secrets, so one card for
// everyone; their mentions name one another.
const DEMO_WIKI_LINKS: ReadonlyMap<string, DemoElement> = new Map(
  [...DEMO_WIKIS.values()].map((wiki) => {
    const firstSection = splitLinks(wiki.sections[0]?.content ?? '');
    const titleOf = (link: ElementLink) => (link.type === 'wiki' ? DEMO_WIKIS.get(link.id)?.title : undefined);
    return [wiki._id, { title: wiki.title, card: cardOfShownWiki(wiki, firstSection, titleOf) }];
  }),
);

export type WikiElementPorts = CommandsOf<'wikis'> & QueriesOf<'wikis'> & ElementKindPorts;

// Wikis as an element kind of the shared calls (elementKindOf.ts); free, so whoever may edit a
// wiki may change its visibility. The demo world's wikis show to anyone.
export const wikiElement = (ports: WikiElementPorts): ElementKind =>
  elementKindOf(ports, {
    kind: 'wiki',
    views: WIKI_VIEWS,
    head: (wikiId) => ports.queries.wikis.wikiById(wikiId),
    demo: (wikiId) => DEMO_WIKI_LINKS.get(wikiId),
    card: async (wiki, viewer) => wikiCard(wiki, viewer),
    changeVisibility: (actorId, worldId, wikiId, visibility, context) => ports.commands.wikis.changeVisibility(actorId, wikiId, worldId, visibility, context),
    searchTitles: (worldId, text, options) => ports.queries.wikis.searchTitles(worldId, text, options),
  });
