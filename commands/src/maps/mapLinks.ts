import type { MapLink } from '@lorewright/domain/maps/mapView';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { invalid } from '@lorewright/domain/shared/errors';
import type { MapLookups } from './mapDeps';

type LinkTarget = Pick<MapLink, 'type' | 'id'>;

// A map or timeline point links only to an element of its own world that exists (as the read
// side knows it).
export const requireLinkTarget = async (lookups: MapLookups, worldId: string, { type, id }: LinkTarget) => {
  const placeOf = new Map<MapLink['type'], (id: string) => Promise<{ worldID: string } | null>>([
    ['writing', lookups.writingPlace],
    ['wiki', lookups.wikiPlace],
    ['map', lookups.mapPlace],
    ['timeline', lookups.timelinePlace],
  ]).get(type);
  const place = placeOf ? await placeOf(id) : null;
  if (!place || place.worldID !== worldId) throw invalid(m.linkTargetMissing);
};
