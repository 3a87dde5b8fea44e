import type { MapLink } from '@lorewright/domain/maps/mapView';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { invalid } from '@lorewright/domain/shared/errors';
import type { MapLookups } from './mapDeps';

type LinkTarget = Pick<MapLink, 'type' | 'id'>;

// A point links only to an element of its own world that exists (as the read side knows it).
// Timelines have no read side yet, so a link to one is refused as missing.
export const requireLinkTarget = async (lookups: MapLookups, worldId: string, { type, id }: LinkTarget) => {
  const placeOf = new Map<MapLink['type'], (id: string) => Promise<{ worldID: string } | null>>([
    ['writing', lookups.writingPlace],
    ['wiki', lookups.wikiPlace],
    ['map', lookups.mapPlace],
  ]).get(type);
  const place = placeOf ? await placeOf(id) : null;
  if (!place || place.worldID !== worldId) throw invalid(m.linkTargetMissing);
};
