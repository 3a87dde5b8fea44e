import type { MapActor } from '@lorewright/commands/maps/mapDeps';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { canEditWorld, canViewElement, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../composition';
import type { ElementKind, ElementSearchHit } from './elementKind';
import { paidActorById } from './paidActor';

// What one kind of element tells the shared calls; the rules they apply are the same for every
// kind (elementKindOf below).
export interface ElementKindParts {
  // The projections a visibility change shows in.
  views: readonly ViewName[];
  // What a link and the access rule read of one element, null when there is none.
  head(elementId: string): Promise<{ title: string; worldID: string; visibility: Visibility } | null>;
  // The title of a demo element (shown to anyone), if the id names one.
  demoTitle?(elementId: string): string | undefined;
  // The kind's own command: its decider checks the author (and the paid feature).
  changeVisibility(actorId: string, worldId: string, elementId: string, visibility: Visibility, context: CommandContext): Promise<{ position: number | null }>;
  searchTitles(worldId: string, text: string, options: { includePrivate: boolean }): Promise<ElementSearchHit[]>;
}

// An element kind of the shared calls: a visibility change is the kind's own command, answered
// once its views show it; a link shows an element the viewer may see (a demo one to anyone); the
// search finds a world's elements by title, public ones for outsiders.
export const elementKindOf = (stack: Stack, parts: ElementKindParts): ElementKind => ({
  changeVisibility: async (actorId, worldId, elementId, visibility, context) => {
    const { position } = await parts.changeVisibility(actorId, worldId, elementId, visibility, context);
    await stack.waitForViews(position, parts.views);
    return { title: (await parts.head(elementId))?.title ?? '' };
  },

  link: async (elementId, viewerId) => {
    const demo = parts.demoTitle?.(elementId);
    if (demo !== undefined) return { title: demo, editable: false };
    const element = await parts.head(elementId);
    const world = element ? await stack.queries.worlds.worldById(element.worldID) : null;
    return element && world && canViewElement(world, element, viewerId) ? { title: element.title, editable: canEditWorld(world, viewerId) } : null;
  },

  search: (world, text, viewerId) => parts.searchTitles(world._id, text, { includePrivate: isWorldMember(world, viewerId) }),
});

// What a paid kind (map, timeline, language) tells the shared calls: its demo element, and its
// commands, which take the actor with their paid features (paidActor.ts).
export interface PaidElementKindParts extends Pick<ElementKindParts, 'views' | 'head' | 'searchTitles'> {
  demo: { id: string; title: string };
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

export const paidElementKindOf = (stack: Stack, { demo, commands, ...parts }: PaidElementKindParts): ElementKind =>
  elementKindOf(stack, {
    ...parts,
    demoTitle: (elementId) => (elementId === demo.id ? demo.title : undefined),
    changeVisibility: async (actorId, worldId, elementId, visibility, context) =>
      commands.changeVisibility(await paidActorById(stack, actorId), elementId, worldId, visibility, context),
  });
