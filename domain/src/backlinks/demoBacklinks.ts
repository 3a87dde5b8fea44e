import { DEMO_MAP, DEMO_MAP_ID } from '../maps/demoMap';
import { DEMO_TIMELINE, DEMO_TIMELINE_ID } from '../timelines/demoTimeline';
import { DEMO_WIKIS } from '../wikis/demoWikis';
import type { BacklinkView } from './backlinkView';
import { snippetOf } from './linkingPart';
import { elementTarget } from './sceneLinks';
import { sectionTargets } from './sectionTargets';

// The demo world's 'Mentioned in', made from its bundled elements as the backlinks projection
// makes a stored world's: a wiki section by its title and the words around the mention, a map's
// or a timeline's point by its name and text. The demo world has no secrets, so one list serves
// everyone; it is short enough to be one page.

type Link = { type: string; id: string };
type Mention = { target: string; backlink: BacklinkView };

const wikiMentions: Mention[] = [...DEMO_WIKIS.values()].flatMap((wiki) =>
  wiki.sections.flatMap((section) =>
    [...sectionTargets(section.content)].map(([target, snippet]) => ({
      target,
      backlink: { type: 'wiki' as const, id: wiki._id, title: wiki.title, where: section.title, snippet, at: wiki.lastUpdated },
    })),
  ),
);

const pointMentions = (
  type: 'map' | 'timeline',
  element: { _id: string; title: string; lastUpdated: string },
  points: readonly { name: string; text: string; links: readonly Link[] }[],
): Mention[] =>
  points.flatMap((point) =>
    point.links.map((link) => ({
      target: elementTarget(link.type, link.id),
      backlink: { type, id: element._id, title: element.title, where: point.name, snippet: snippetOf(point.text), at: element.lastUpdated },
    })),
  );

const mapMentions = pointMentions(
  'map',
  { ...DEMO_MAP, _id: DEMO_MAP_ID },
  Object.values(DEMO_MAP.points).map((point) => ({ name: point.name, text: point.description, links: point.links })),
);
const timelineMentions = pointMentions(
  'timeline',
  { ...DEMO_TIMELINE, _id: DEMO_TIMELINE_ID },
  DEMO_TIMELINE.lines.flatMap((line) => line.nodes.map((node) => ({ name: node.title, text: node.subtitle, links: node.links }))),
);

const BY_TARGET: ReadonlyMap<string, readonly BacklinkView[]> = [...wikiMentions, ...mapMentions, ...timelineMentions].reduce(
  (byTarget, { target, backlink }) => byTarget.set(target, [...(byTarget.get(target) ?? []), backlink]),
  new Map<string, BacklinkView[]>(),
);

/** What links to a demo element ('wiki:example-hollowmere'), none for anything else. */
export const demoBacklinksOf = (target: string): readonly BacklinkView[] => BY_TARGET.get(target) ?? [];
