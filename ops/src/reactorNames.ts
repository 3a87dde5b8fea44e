import { API_REACTOR_NAMES } from '@lorewright/api/composition';
import { allReactors } from '@lorewright/projections/allProjections';

// Every reactor the server runs: those of projections and those that need the api's ports.
export const reactorNames: readonly string[] = [...allReactors.map((r) => r.name), ...API_REACTOR_NAMES];
