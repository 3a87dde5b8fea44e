import type { MapActor, MapPlace, MapPorts } from '../maps/mapDeps';
import type { WorldReader } from '../worlds/worldReader';

// Where a language sits, as the read side knows it (projections/src/languages/languageQueries.ts).
// A language never changes world or author, so a lagging read cannot point at the wrong one.
export type LanguagePlace = MapPlace;
// The signed-in author, with their paid features (as maps).
export type LanguageActor = MapActor;

export interface LanguageLookups {
  languagePlace: (languageId: string) => Promise<LanguagePlace | null>;
}

export type LanguagePorts = Omit<MapPorts, 'lookups'> & { lookups: LanguageLookups };

export interface LanguageDeps extends LanguagePorts {
  readWorld: WorldReader;
}
