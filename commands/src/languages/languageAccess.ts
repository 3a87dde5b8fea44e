import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { requirePaidEditor } from '../elements/elementEditor';
import type { PaidWorldFacts } from '../worlds/elementWorld';

// Changing a language, on the world owner's 'languages' plan (elementEditor.ts).
export const requireLanguageEditor = (world: PaidWorldFacts, languageId: string, actorId: string, now: Date) =>
  requirePaidEditor(world, { element: 'language', elementId: languageId, onlyAuthor: m.onlyAuthor }, actorId, 'languages', now);
