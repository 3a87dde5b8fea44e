import { DEMO_MAP, DEMO_MAP_ID } from '@lorewright/domain/maps/demoMap';
import type { Stack } from '../../composition';
import type { ElementKind } from '../elements/elementKind';
import { paidElementKindOf } from '../elements/elementKindOf';
import { MAP_VIEWS } from './mapViews';

// Maps as a paid element kind of the shared calls (elementKindOf.ts).
export const mapElement = (stack: Stack): ElementKind =>
  paidElementKindOf(stack, {
    views: MAP_VIEWS,
    head: stack.queries.maps.mapRow,
    demo: { id: DEMO_MAP_ID, title: DEMO_MAP.title },
    commands: stack.commands.maps,
    searchTitles: stack.queries.maps.searchTitles,
  });
