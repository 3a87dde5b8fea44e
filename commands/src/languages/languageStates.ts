import { languageDecider } from '@lorewright/domain/languages/language.decide';
import { evolveWith } from '@lorewright/domain/shared/decider';
import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import type { LanguageState } from '@lorewright/domain/languages/language.state';
import { readEvents, type EventSource } from '../eventStore/streamReader';
import { languageStream } from './languageStream';

// Languages read before a command (the key map's planned slots, the rune cap), kept folded by id
// with the revision they reached, so each read folds only the events after it: a language's
// stream holds an event per word, and re-folding 5,000 of them per key change would dominate the
// call. Events never change, so a kept state stays exact; the command itself still decides on
// its own read of the stream (handleCommand.ts), and the state it answers with is kept here.
export const languageStates = (source: EventSource, capacity = 64) => {
  const kept = new Map<string, LanguageState>();
  const remember = (languageId: string, state: LanguageState) => {
    kept.delete(languageId);
    kept.set(languageId, state);
    if (kept.size > capacity) kept.delete(kept.keys().next().value!);
  };
  return {
    read: async (languageId: string): Promise<LanguageState> => {
      const known = kept.get(languageId);
      const events = await readEvents<LanguageEvent>(source, languageStream(languageId), known ? { fromRevision: known.revision + 1 } : undefined);
      const state = evolveWith(languageDecider, known ?? languageDecider.initialState(), events);
      remember(languageId, state);
      return state;
    },
    // A state a command answered with, so the next read starts from it.
    remember,
  };
};

export type LanguageStates = ReturnType<typeof languageStates>;
