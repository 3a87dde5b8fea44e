import { DEMO_MAP, DEMO_MAP_ID } from '@lorewright/domain/maps/demoMap';
import { canViewElement, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../composition';
import type { ElementKind } from '../elements/elementKind';
import { MAP_VIEWS } from './mapViews';

// Maps as an element kind of the shared calls: a visibility change is a map change (author with
// the 'maps' permission); a link shows a map the viewer may see (the demo map to anyone); the
// search finds maps by title, public ones for outsiders.
export const mapElement = (stack: Stack): ElementKind => {
  const queries = stack.queries.maps;
  return {
    changeVisibility: async (actorId, worldId, mapId, visibility, context) => {
      const permissions = (await stack.queries.accounts.userById(actorId))?.permissions ?? {};
      const { position } = await stack.commands.maps.changeVisibility({ id: actorId, permissions }, mapId, worldId, visibility, context);
      await stack.waitForViews(position, MAP_VIEWS);
      return { title: (await queries.mapRow(mapId))?.title ?? '' };
    },

    link: async (mapId, viewerId) => {
      if (mapId === DEMO_MAP_ID) return { title: DEMO_MAP.title };
      const map = await queries.mapRow(mapId);
      const world = map ? await stack.queries.worlds.worldById(map.worldID) : null;
      return map && world && canViewElement(world, map, viewerId) ? { title: map.title } : null;
    },

    search: (world, text, viewerId) => queries.searchTitles(world._id, text, { includePrivate: isWorldMember(world, viewerId) }),
  };
};
