import { languageEvents, type LanguageEvent } from '../languages/language.events';
import { namedPart, quoted, said, type ElementDescriber, type HistoryLabels, labelKeysIn, labelOf } from './elementHistory';

// One line per event of a language's stream. Labels remember each key's string and each word
// by their ids, so a rename, a new rune or a move can still name them.

const describeLanguage = (event: LanguageEvent, labels: HistoryLabels): { summary: string; labels: HistoryLabels } => {
  switch (event.type) {
    case 'LanguageCreated':
      return said(`Created language ${quoted(event.data.title)}`);
    case 'LanguageRenamed':
      return said(`Renamed to ${quoted(event.data.title)}`);
    case 'LanguageVisibilityChanged':
      return said(`Made ${event.data.visibility}`);
    case 'LanguageDeleted':
      return said('Deleted');
    // A rune's name is a stored file name, which says nothing to a person.
    case 'LanguageRuneUploaded':
      return said('Uploaded a rune');
    case 'LanguageRuneRemoved':
      return said('Removed a rune');
    case 'LanguageKeyAdded':
      return said(`Added key ${quoted(event.data.key.key)}`, { [event.data.key._id]: event.data.key.key });
    case 'LanguageKeyRenamed':
      return said(`Renamed key ${namedPart(labels, event.data.keyId, 'a key')} to ${quoted(event.data.key)}`, { [event.data.keyId]: event.data.key });
    case 'LanguageKeyReordered':
      return said(`Moved key ${namedPart(labels, event.data.keyId, 'a key')}`);
    case 'LanguageKeyRuneSet':
      return said(`Set the rune of key ${namedPart(labels, event.data.keyId, 'a key')}`);
    case 'LanguageKeyRuneCleared':
      return said(`Cleared the rune of key ${namedPart(labels, event.data.keyId, 'a key')}`);
    case 'LanguageKeyDeleted':
      return said(`Removed key ${namedPart(labels, event.data.keyId, 'a key')}`);
    case 'LanguageWordAdded':
      return said(`Added word ${quoted(event.data.word.word)}`, { [event.data.word._id]: event.data.word.word });
    case 'LanguageWordsAdded': {
      const { words } = event.data;
      return said(`Added ${words.length.toLocaleString('en-US')} words`, Object.fromEntries(words.map((word) => [word._id, word.word])));
    }
    case 'LanguageWordEdited': {
      const { wordId, fields } = event.data;
      const before = labelOf(labels, wordId);
      const summary =
        before !== undefined && before !== fields.word ? `Edited word ${quoted(before)}, now ${quoted(fields.word)}` : `Edited word ${quoted(fields.word)}`;
      return said(summary, { [wordId]: fields.word });
    }
    case 'LanguageWordMoved':
      return said(`Moved word ${namedPart(labels, event.data.wordId, 'a word')}`);
    case 'LanguageWordDeleted':
      return said(`Removed word ${namedPart(labels, event.data.wordId, 'a word')}`);
  }
};

export const languageDescriber: ElementDescriber<LanguageEvent> = {
  kind: 'language',
  category: 'language',
  // Every event of the language's stream has a line.
  eventTypes: languageEvents.map((definition) => definition.type),
  elementIdOf: (event) => event.data.languageId,
  worldIdOf: (event) => event.data.worldId,
  labelKeysOf: (event) => labelKeysIn(event.data, ['keyId', 'wordId']),
  describe: describeLanguage,
};
