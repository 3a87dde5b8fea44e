import { streamName } from '../eventStore/eventStore';

// One stream per wiki.
export const wikiStream = (wikiId: string) => streamName('wiki', wikiId);
