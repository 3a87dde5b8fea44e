import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { ElementName } from '@lorewright/domain/worlds/element.commands';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { Stack } from '../../composition';
import { languageElement } from '../languages/languageElement';
import { mapElement } from '../maps/mapElement';
import { timelineElement } from '../timelines/timelineElement';
import { wikiElement } from '../wikis/wikiElement';
import { writingElement } from '../writings/writingElement';

export interface ElementSearchHit {
  _id: string;
  title: string;
  // The first 50 characters of the element's text, '' when it has none.
  preview: string;
}

// What the shared element calls (elementLinks.ts) need of one kind of element. Each kind
// applies its own access rule; a kind not built yet has no entry, so it is not found.
export interface ElementKind {
  // Changes the visibility once the projections show it; the element's title for the message.
  changeVisibility(actorId: string, worldId: string, elementId: string, visibility: Visibility, context: CommandContext): Promise<{ title: string }>;
  // The element's title, if it exists and the viewer may see it.
  link(elementId: string, viewerId: string | null): Promise<{ title: string } | null>;
  // Elements of a world the viewer can see (checked by the caller) whose title contains text.
  search(world: WorldView, text: string, viewerId: string | null): Promise<ElementSearchHit[]>;
}

// A Map, never a plain object: the element name comes from the request, and a plain object
// would answer `__proto__`, `constructor` or `toString` with what it inherits.
export const elementKinds = (stack: Stack): ReadonlyMap<ElementName, ElementKind> =>
  new Map<ElementName, ElementKind>([
    ['writing', writingElement(stack)],
    ['wiki', wikiElement(stack)],
    ['timeline', timelineElement(stack)],
    ['map', mapElement(stack)],
    ['language', languageElement(stack)],
  ]);
