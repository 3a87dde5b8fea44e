import type { ElementDescriber } from './elementHistory';
import { writingDescriber } from './writingHistory';

// Every kind whose history is kept. Wikis, maps, timelines, languages and worlds plug in by
// adding their describer here.
export const allDescribers: readonly ElementDescriber[] = [writingDescriber];
