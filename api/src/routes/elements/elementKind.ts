import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { ElementSearchHit } from '@lorewright/projections/elements/elementQueries';
import type { LinkCard } from './linkCard';

export type { ElementSearchHit } from '@lorewright/projections/elements/elementQueries';

// What the shared element calls (elementLinks.ts) need of one kind of element. Each kind
// applies its own access rule; a kind not built yet has no entry, so it is not found.
export interface ElementKind {
  // Changes the visibility once the projections show it; the element's title for the message.
  changeVisibility(actorId: string, worldId: string, elementId: string, visibility: Visibility, context: CommandContext): Promise<{ title: string }>;
  // The element's title, if it exists and the viewer may see it, whether the viewer may edit it
  // (what decides who sees its secret parts), and, when asked (GET link only: the other callers
  // read many links and need no more than titles), what a mention's card shows of it to this viewer.
  link(elementId: string, viewerId: string | null, withCard?: boolean): Promise<{ title: string; editable: boolean; card?: LinkCard } | null>;
  // Elements of a world the viewer can see (checked by the caller) whose title contains text.
  search(world: WorldView, text: string, viewerId: string | null): Promise<ElementSearchHit[]>;
}
