import { requireOwnersPlan } from '../accounts/permissions';
import type { Decider } from '../shared/decider';
import { runSteps, type Steps } from '../shared/steps';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { canCreateElements, canEditElement } from '../worlds/worldAccess';
import { worldMessages as wm } from '../worlds/worldMessages';
import type { LanguageCommand } from './language.commands';
import type { LanguageEvent } from './language.events';
import { evolveLanguage, evolveLanguageAll, evolveLanguageOwned, initialLanguageState, ownPart, type LanguageState } from './language.state';
import { LANGUAGE_RUNES_MAX, LANGUAGE_WORDS_MAX } from './languageLimits';
import { keyChangeEvents } from './languageKeyChange';
import { languageMessages as m } from './languageMessages';
import { keyMapEvents, wordListEventSteps } from './languagePartChanges';
import { checkedLanguageRename, checkedLanguageTitle } from './languageTitle';
import { checkedWord } from './languageWordRule';

type Command<T extends LanguageCommand['type']> = Extract<LanguageCommand, { type: T }>;

// Every command but creation needs a live language of the world whose facts came with it, and
// someone who may edit it. Changing a language needs the 'languages' permission; deleting one
// does not, so a lapsed subscription never traps an author's data (as maps and timelines).
const requireAuthor = (state: LanguageState, command: LanguageCommand, { paid }: { paid: boolean }) => {
  if (state.status !== 'active' || state.worldId !== command.world.worldId) throw notFound(m.notFound);
  if (!canEditElement(command.world, 'language', state.languageId, command.actorId)) throw forbidden(m.onlyAuthor);
  if (paid) requireOwnersPlan(command, 'languages', { isNew: false });
};

const createLanguage = (command: Command<'CreateLanguage'>, state: LanguageState): LanguageEvent[] => {
  const { world, languageId, now } = command;
  if (state.status !== 'none') throw conflict(m.alreadyExists);
  if (!canCreateElements(world, command.actorId)) throw forbidden(wm.onlyAuthor);
  requireOwnersPlan(command, 'languages', { isNew: true });
  const title = checkedLanguageTitle(command.title);
  return [{ type: 'LanguageCreated', data: { languageId, worldId: world.worldId, authorId: world.authorID, title, createdOn: now } }];
};

// The word a per-word call names: by index as the product's calls do, and by id when sent.
const wordAt = (state: LanguageState, index: number, wordId: string | undefined) => {
  const word = Number.isInteger(index) && index >= 0 ? state.words[index] : undefined;
  if (!word) throw notFound(m.chooseWord);
  if (wordId !== undefined && word._id !== wordId) throw conflict(m.wordConflict);
  return word;
};

const removeRune = (state: LanguageState, name: string, ids: { languageId: string; worldId: string }): LanguageEvent[] => {
  if (!state.runes.some((rune) => rune.name === name)) throw notFound(m.chooseRune);
  const mapped = Object.values(state.keys).find((key) => key.rune?.name === name);
  if (mapped) throw conflict(m.runeMapped(mapped.key));
  return [{ type: 'LanguageRuneRemoved', data: { ...ids, name } }];
};

// A generator for the lexicon's long list (wordListEventSteps); every other decision is one step.
function* languageDecision(command: LanguageCommand, state: LanguageState): Steps<LanguageEvent[]> {
  if (command.type === 'CreateLanguage') return createLanguage(command, state);
  requireAuthor(state, command, { paid: command.type !== 'DeleteLanguage' });
  const ids = { languageId: state.languageId, worldId: state.worldId };
  switch (command.type) {
    case 'RenameLanguage': {
      const title = checkedLanguageRename(command.title);
      return title === state.title ? [] : [{ type: 'LanguageRenamed', data: { ...ids, title } }];
    }
    case 'ChangeLanguageVisibility':
      return command.visibility === state.visibility ? [] : [{ type: 'LanguageVisibilityChanged', data: { ...ids, visibility: command.visibility } }];
    case 'DeleteLanguage':
      return [{ type: 'LanguageDeleted', data: ids }];
    case 'AddRune':
      if (state.runes.length >= LANGUAGE_RUNES_MAX) throw invalid(m.tooManyRunes);
      return [{ type: 'LanguageRuneUploaded', data: { ...ids, rune: command.rune } }];
    case 'RemoveRune':
      return removeRune(state, command.name, ids);
    case 'UpdateKeyMap': {
      const { keys, removedKeyIds, seenRevision } = command;
      return removedKeyIds ? keyChangeEvents(state, { keys, removedKeyIds }, seenRevision) : keyMapEvents(state, keys, seenRevision);
    }
    case 'UpdateWords':
      return yield* wordListEventSteps(state, command.words, command.seenRevision);
    case 'AddWord': {
      const index = command.index ?? state.words.length;
      if (!Number.isInteger(index) || index < 0 || index > state.words.length) throw invalid(m.indexInvalid);
      if (state.words.length >= LANGUAGE_WORDS_MAX) throw invalid(m.tooManyWords);
      if (state.words.some((word) => word._id === command.word._id) || ownPart(state.deletedIds, command.word._id)) throw conflict(m.alreadyExists);
      return [{ type: 'LanguageWordAdded', data: { ...ids, word: { _id: command.word._id, ...checkedWord(command.word) }, index } }];
    }
    case 'EditWord': {
      const known = wordAt(state, command.index, command.wordId);
      const fields = checkedWord(command.word);
      if (known.word === fields.word && known.meaning === fields.meaning && known.type === fields.type) return [];
      if (command.revision !== undefined && command.revision < known.revision) throw conflict(m.wordConflict);
      return [{ type: 'LanguageWordEdited', data: { ...ids, wordId: known._id, fields } }];
    }
    case 'DeleteWord':
      return [{ type: 'LanguageWordDeleted', data: { ...ids, wordId: wordAt(state, command.index, command.wordId)._id } }];
  }
}

// One language, its keys, runes and words over `language-{languageId}`.
export const languageDecider: Decider<LanguageCommand, LanguageEvent, LanguageState> = {
  initialState: initialLanguageState,
  evolve: evolveLanguage,
  evolveAll: evolveLanguageAll,
  evolveOwned: evolveLanguageOwned,
  decide: (command, state) => runSteps(languageDecision(command, state)),
  decideInSteps: languageDecision,
};
