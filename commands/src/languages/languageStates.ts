import { languageDecider } from '@lorewright/domain/languages/language.decide';
import { evolveWith } from '@lorewright/domain/shared/decider';
import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import type { LanguageState } from '@lorewright/domain/languages/language.state';
import { readEvents, type EventSource } from '../eventStore/streamReader';
import { languageStream } from './languageStream';

// A language as the reads before a command need it (its status, keys, runes, deleted ids; the
// key map's planned slots and the rune cap): without its lexicon. The command handler changes a
// lexicon in place (evolveLanguageOwned), so a state kept here must not hold one; and no decision
// these reads serve looks at words.
export type LanguageWithoutWords = LanguageState & { words: readonly [] };
const withoutWords = (state: LanguageState): LanguageWithoutWords => ({ ...state, words: [] });

// Languages read before a command, kept folded by id with the revision they reached, so each
// read folds only the events after it: a language's stream holds an event per word, and
// re-folding 20,000 of them per key change would dominate the call. Events never change, so a
// kept state stays exact; the command itself still decides on its own read of the stream
// (handleCommand.ts), and the state it answers with is kept here (without its words).
export const languageStates = (source: EventSource, capacity = 64) => {
  const kept = new Map<string, LanguageWithoutWords>();
  const remember = (languageId: string, state: LanguageState) => {
    kept.delete(languageId);
    kept.set(languageId, withoutWords(state));
    if (kept.size > capacity) kept.delete(kept.keys().next().value!);
  };
  return {
    read: async (languageId: string): Promise<LanguageWithoutWords> => {
      const known = kept.get(languageId);
      const events = await readEvents<LanguageEvent>(source, languageStream(languageId), known ? { fromRevision: known.revision + 1 } : undefined);
      if (known && events.length === 0) return known;
      remember(languageId, evolveWith(languageDecider, known ?? languageDecider.initialState(), events));
      return kept.get(languageId)!;
    },
    // A state a command answered with, so the next read starts from it.
    remember,
  };
};

export type LanguageStates = ReturnType<typeof languageStates>;
