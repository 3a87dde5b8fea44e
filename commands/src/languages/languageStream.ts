import { streamName } from '../eventStore/eventStore';

// One stream per language.
export const languageStream = (languageId: string) => streamName('language', languageId);
