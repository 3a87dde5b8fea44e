import type { SentKey } from '@lorewright/domain/languages/language.commands';
import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import {
  evolveLanguage,
  evolveLanguageAll,
  initialLanguageState,
  ownPart,
  type LanguageState,
  type LanguageWordState,
} from '@lorewright/domain/languages/language.state';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { notFound } from '@lorewright/domain/shared/errors';
import type { EventSource } from '../eventStore/streamReader';
import { idsThen } from '../maps/mapRestore';
import { createVersionReader, type Version } from '../history/versionReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { IdGenerator } from '../shared/clock';
import { lastPosition } from '../shared/lastPosition';
import type { LanguageCommands } from './languageCommands';
import type { LanguageActor } from './languageDeps';
import { languageStream } from './languageStream';

export const languageRestoreMessages = {
  nothingThere: 'This language has no such version.',
};

type Commands = Pick<LanguageCommands, 'rename' | 'updateKeyMap' | 'updateStems' | 'deleteRune'>;

// The key map to send so the keys are those of then, each under the id idsThen gives it (its own,
// a twin's, or a new one: the language refuses a deleted id); a key of now that then did not have
// is left out, which deletes it. A key shows then's rune while that
// rune is still in the picker; a rune taken out since cannot come back without an upload, so the
// key keeps the rune it shows now (or none).
export const keyMapThen = (then: LanguageState, now: LanguageState, ids: IdGenerator): SentKey[] => {
  const inPicker = new Set(now.runes.map((rune) => rune.name));
  const idOf = idsThen(Object.values(then.keys), Object.values(now.keys), (a, b) => a.key === b.key, ids);
  return Object.values(then.keys).map(({ _id, key, order, rune }) => {
    const present = ownPart(now.keys, idOf.get(_id)!);
    const shown = rune && inPicker.has(rune.name) ? rune.name : (present?.rune?.name ?? null);
    return { _id: idOf.get(_id)!, key, order, rune: shown };
  });
};

// A language's earlier versions and Restore, through the language's own commands (so
// the author and 'languages' permission rules hold): the whole key map and the whole lexicon are
// sent as they were (each makes one event per key or word that differs; a word deleted since
// comes back under a new id), the title is renamed back, and runes uploaded since that no key
// shows are taken out of the picker again. Visibility is not content: kept.
export const createLanguageHistory = (source: EventSource, commands: Commands, ids: IdGenerator) => {
  const versions = createVersionReader<LanguageEvent, LanguageState>(source, {
    initialState: initialLanguageState,
    evolve: evolveLanguage,
    evolveAll: evolveLanguageAll,
  });
  const versionAt = (languageId: string, revision: number): Promise<Version<LanguageState> | null> => versions.at(languageStream(languageId), revision);
  const current = async (languageId: string) => {
    const head = await versions.head(languageStream(languageId));
    return head === null ? null : versionAt(languageId, head);
  };

  return {
    versionAt,
    current,

    restore: async (actor: LanguageActor, languageId: string, revision: number, context: CommandContext) => {
      const [target, now] = await Promise.all([versionAt(languageId, revision), current(languageId)]);
      if (!now || now.state.status !== 'active') throw notFound(m.notFound);
      if (!target || target.state.status !== 'active') throw notFound(languageRestoreMessages.nothingThere);
      const then = target.state;
      const keys = keyMapThen(then, now.state, ids);
      let position = (await commands.updateKeyMap(actor, languageId, keys, undefined, context)).position;
      // A word deleted since comes back under an id the language names (updateStems), or a twin's.
      const sameWord = (a: LanguageWordState, b: LanguageWordState) => a.word === b.word && a.meaning === b.meaning && a.type === b.type;
      const wordIds = idsThen(then.words, now.state.words, sameWord, { newId: () => '' });
      const words = then.words.map(({ _id, word, meaning, type }) => ({ _id: wordIds.get(_id) || undefined, word, meaning, type }));
      position = lastPosition(position, (await commands.updateStems(actor, languageId, words, undefined, context)).position);
      if (then.title !== now.state.title)
        position = lastPosition(position, (await commands.rename(actor, languageId, now.state.worldId, then.title, context)).position);
      const shown = new Set(keys.map((key) => key.rune));
      for (const rune of now.state.runes.filter((r) => !then.runes.some((old) => old.name === r.name) && !shown.has(r.name)))
        position = lastPosition(position, (await commands.deleteRune(actor, languageId, rune.name, context)).position);
      return { position };
    },
  };
};

export type LanguageHistory = ReturnType<typeof createLanguageHistory>;
