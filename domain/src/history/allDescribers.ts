import type { ElementDescriber } from './elementHistory';
import { writingDescriber } from './writingHistory';
import { wikiDescriber } from './wikiHistory';
import { worldDescriber } from './worldHistory';
import { mapDescriber } from './mapHistory';
import { timelineDescriber } from './timelineHistory';
import { languageDescriber } from './languageHistory';

// Every kind whose history is kept. Wikis, maps, timelines, languages and worlds plug in by
// adding their describer here.
export const allDescribers: readonly ElementDescriber[] = [writingDescriber, wikiDescriber, worldDescriber, mapDescriber, timelineDescriber, languageDescriber];
