import { DEMO_MAP, DEMO_MAP_ID } from '@lorewright/domain/maps/demoMap';
import type { Stack } from '../../composition';
import { elementKindOf } from '../elements/elementKindOf';
import type { ElementKind } from '../elements/elementKind';
import { paidActorById } from '../elements/paidActor';
import { MAP_VIEWS } from './mapViews';

// Maps as an element kind of the shared calls (elementKindOf.ts); a visibility change needs the
// 'maps' permission, which the map's decider checks.
export const mapElement = (stack: Stack): ElementKind =>
  elementKindOf(stack, {
    views: MAP_VIEWS,
    head: (mapId) => stack.queries.maps.mapRow(mapId),
    demoTitle: (mapId) => (mapId === DEMO_MAP_ID ? DEMO_MAP.title : undefined),
    changeVisibility: async (actorId, worldId, mapId, visibility, context) =>
      stack.commands.maps.changeVisibility(await paidActorById(stack, actorId), mapId, worldId, visibility, context),
    searchTitles: (worldId, text, options) => stack.queries.maps.searchTitles(worldId, text, options),
  });
