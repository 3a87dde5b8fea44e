import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { ElementSearchHit } from '@lorewright/projections/elements/elementQueries';

export type { ElementSearchHit } from '@lorewright/projections/elements/elementQueries';

// What the shared element calls (elementLinks.ts) need of one kind of element. Each kind
// applies its own access rule; a kind not built yet has no entry, so it is not found.
export interface ElementKind {
  // Changes the visibility once the projections show it; the element's title for the message.
  changeVisibility(actorId: string, worldId: string, elementId: string, visibility: Visibility, context: CommandContext): Promise<{ title: string }>;
  // The element's title, if it exists and the viewer may see it, and whether the viewer may edit
  // it (what decides who sees its secret parts).
  link(elementId: string, viewerId: string | null): Promise<{ title: string; editable: boolean } | null>;
  // Elements of a world the viewer can see (checked by the caller) whose title contains text.
  search(world: WorldView, text: string, viewerId: string | null): Promise<ElementSearchHit[]>;
}
