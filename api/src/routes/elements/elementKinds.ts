import type { ElementName } from '@lorewright/domain/worlds/element.commands';
import type { ElementKind } from './elementKind';
import { paidElementKindOf, type PaidElementKindPorts } from './elementKindOf';
import { languageKind, type LanguageKindPorts } from '../languages/languageKind';
import { mapKind, type MapKindPorts } from '../maps/mapKind';
import { timelineKind, type TimelineKindPorts } from '../timelines/timelineKind';
import { wikiElement, type WikiElementPorts } from '../wikis/wikiElement';
import { writingElement, type WritingElementPorts } from '../writings/writingElement';

export type ElementKindsPorts = WritingElementPorts & WikiElementPorts & PaidElementKindPorts & TimelineKindPorts & MapKindPorts & LanguageKindPorts;

// A Map, never a plain object: the element name comes from the request, and a plain object
// would answer `__proto__`, `constructor` or `toString` with what it inherits.
export const elementKinds = (ports: ElementKindsPorts): ReadonlyMap<ElementName, ElementKind> =>
  new Map<ElementName, ElementKind>([
    ['writing', writingElement(ports)],
    ['wiki', wikiElement(ports)],
    ['timeline', paidElementKindOf(ports, timelineKind(ports))],
    ['map', paidElementKindOf(ports, mapKind(ports))],
    ['language', paidElementKindOf(ports, languageKind(ports))],
  ]);
