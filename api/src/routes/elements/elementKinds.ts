import type { ElementName } from '@lorewright/domain/worlds/element.commands';
import type { Stack } from '../../composition';
import type { ElementKind } from './elementKind';
import { paidElementKindOf } from './elementKindOf';
import { languageKind } from '../languages/languageKind';
import { mapKind } from '../maps/mapKind';
import { timelineKind } from '../timelines/timelineKind';
import { wikiElement } from '../wikis/wikiElement';
import { writingElement } from '../writings/writingElement';

// A Map, never a plain object: the element name comes from the request, and a plain object
// would answer `__proto__`, `constructor` or `toString` with what it inherits.
export const elementKinds = (stack: Stack): ReadonlyMap<ElementName, ElementKind> =>
  new Map<ElementName, ElementKind>([
    ['writing', writingElement(stack)],
    ['wiki', wikiElement(stack)],
    ['timeline', paidElementKindOf(stack, timelineKind(stack))],
    ['map', paidElementKindOf(stack, mapKind(stack))],
    ['language', paidElementKindOf(stack, languageKind(stack))],
  ]);
