import type { MapActor } from '@lorewright/commands/maps/mapDeps';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { ElementName } from '@lorewright/domain/worlds/elementNames';
import { canEditElement, canViewElement, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import { ELEMENT_LIST_OF, type WorldView } from '@lorewright/domain/worlds/worldView';
import type { Stack } from '../../composition';
import type { ElementKind, ElementSearchHit } from './elementKind';
import type { CardViewer, LinkCard } from './linkCard';
import { paidActorById, type PaidActorByIdPorts } from './paidActor';
import type { QueriesOf } from '../routeTypes';

// What one kind of element tells the shared calls; the rules they apply are the same for every
// kind (elementKindOf below).
export type ElementHead = { _id: string; title: string; worldID: string; visibility: Visibility };

export interface ElementKindParts<Head extends ElementHead = ElementHead> {
  kind: ElementName;
  // The projections a visibility change shows in.
  views: readonly ViewName[];
  // What a link and the access rule read of one element, null when there is none.
  head(elementId: string): Promise<Head | null>;
  // What a mention's card shows of the element to a viewer who may see it, from its head and at
  // most a small read more; none when the kind shows only its title.
  card?(element: Head, viewer: CardViewer): Promise<LinkCard>;
  // A demo element (shown to anyone, whole: the demo world keeps no secrets), if the id names one.
  demo?(elementId: string): DemoElement | undefined;
  // The kind's own command: its decider checks the author (and the paid feature).
  changeVisibility(actorId: string, worldId: string, elementId: string, visibility: Visibility, context: CommandContext): Promise<{ position: number | null }>;
  searchTitles(worldId: string, text: string, options: { includePrivate: boolean }): Promise<ElementSearchHit[]>;
}

// A bundled demo element as a link shows it: its title, and the card its mentions show.
export interface DemoElement {
  title: string;
  card: LinkCard;
}

export type ElementKindPorts = Pick<Stack, 'waitForViews'> & QueriesOf<'worlds'>;

// An element kind of the shared calls: a visibility change is the kind's own command, answered
// once its views show it; a link shows an element the viewer may see (a demo one to anyone); the
// search finds a world's elements by title, public ones for outsiders.
export const elementKindOf = <Head extends ElementHead>(ports: ElementKindPorts, parts: ElementKindParts<Head>): ElementKind => ({
  changeVisibility: async (actorId, worldId, elementId, visibility, context) => {
    const { position } = await parts.changeVisibility(actorId, worldId, elementId, visibility, context);
    await ports.waitForViews(position, parts.views);
    return { title: (await parts.head(elementId))?.title ?? '' };
  },

  link: async (elementId, viewerId, withCard = false) => {
    const demo = parts.demo?.(elementId);
    if (demo) return { title: demo.title, editable: false, card: withCard ? demo.card : {} };
    const element = await parts.head(elementId);
    const world = element ? await ports.queries.worlds.worldById(element.worldID) : null;
    if (!element || !world || !canViewElement(world, parts.kind, element, viewerId)) return null;
    const card = withCard && parts.card ? await parts.card(element, { world, viewerId }) : {};
    return { title: element.title, editable: canEditElement(world, parts.kind, elementId, viewerId), card };
  },

  search: async (world, text, viewerId) => {
    if (!isWorldMember(world, viewerId)) return parts.searchTitles(world._id, text, { includePrivate: false });
    const hits = await parts.searchTitles(world._id, text, { includePrivate: true });
    const seen = seenByMember(world, parts.kind, viewerId);
    return hits.filter((hit) => seen.has(hit._id));
  },
});

// The elements of one kind a member sees: a private one is left out when their access to it is
// 'none'. The world's lists hold every element with its visibility.
const seenByMember = (world: WorldView, kind: ElementName, viewerId: string | null) =>
  new Set(world[ELEMENT_LIST_OF[kind]].filter((element) => canViewElement(world, kind, element, viewerId)).map((element) => element._id));

// What a paid kind (map, timeline, language) tells the shared calls: its demo element, and its
// commands, which take the actor with their paid features (paidActor.ts).
export interface PaidElementKindParts<Head extends ElementHead = ElementHead> extends Pick<
  ElementKindParts<Head>,
  'kind' | 'views' | 'head' | 'searchTitles' | 'card'
> {
  demo: DemoElement & { id: string };
  commands: {
    changeVisibility(
      actor: MapActor,
      elementId: string,
      worldId: string,
      visibility: Visibility,
      context: CommandContext,
    ): Promise<{ position: number | null }>;
  };
}

export type PaidElementKindPorts = ElementKindPorts & PaidActorByIdPorts;

export const paidElementKindOf = <Head extends ElementHead>(
  ports: PaidElementKindPorts,
  { demo, commands, ...parts }: PaidElementKindParts<Head>,
): ElementKind =>
  elementKindOf<Head>(ports, {
    ...parts,
    demo: (elementId) => (elementId === demo.id ? demo : undefined),
    changeVisibility: async (actorId, worldId, elementId, visibility, context) =>
      commands.changeVisibility(await paidActorById(ports, actorId), elementId, worldId, visibility, context),
  });
