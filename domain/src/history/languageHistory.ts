import { languageEvents, type LanguageEvent } from '../languages/language.events';
import { quoted, type ElementDescriber, type HistoryLabels, labelOf } from './elementHistory';

// One line per event of a language's stream. Labels remember each key's string and each word
// by their ids, so a rename, a new rune or a move can still name them.
const named = (labels: HistoryLabels, id: string, otherwise: string) => quoted(labelOf(labels, id) ?? otherwise);
const said = (summary: string, labels: HistoryLabels) => ({ summary, labels });

const describeLanguage = (event: LanguageEvent, labels: HistoryLabels): { summary: string; labels: HistoryLabels } => {
  switch (event.type) {
    case 'LanguageCreated':
      return said(`Created language ${quoted(event.data.title)}`, labels);
    case 'LanguageRenamed':
      return said(`Renamed to ${quoted(event.data.title)}`, labels);
    case 'LanguageVisibilityChanged':
      return said(`Made ${event.data.visibility}`, labels);
    case 'LanguageDeleted':
      return said('Deleted', labels);
    // A rune's name is a stored file name, which says nothing to a person.
    case 'LanguageRuneUploaded':
      return said('Uploaded a rune', labels);
    case 'LanguageRuneRemoved':
      return said('Removed a rune', labels);
    case 'LanguageKeyAdded':
      return said(`Added key ${quoted(event.data.key.key)}`, { ...labels, [event.data.key._id]: event.data.key.key });
    case 'LanguageKeyRenamed':
      return said(`Renamed key ${named(labels, event.data.keyId, 'a key')} to ${quoted(event.data.key)}`, { ...labels, [event.data.keyId]: event.data.key });
    case 'LanguageKeyReordered':
      return said(`Moved key ${named(labels, event.data.keyId, 'a key')}`, labels);
    case 'LanguageKeyRuneSet':
      return said(`Set the rune of key ${named(labels, event.data.keyId, 'a key')}`, labels);
    case 'LanguageKeyRuneCleared':
      return said(`Cleared the rune of key ${named(labels, event.data.keyId, 'a key')}`, labels);
    case 'LanguageKeyDeleted':
      return said(`Removed key ${named(labels, event.data.keyId, 'a key')}`, labels);
    case 'LanguageWordAdded':
      return said(`Added word ${quoted(event.data.word.word)}`, { ...labels, [event.data.word._id]: event.data.word.word });
    case 'LanguageWordEdited': {
      const { wordId, fields } = event.data;
      const before = labelOf(labels, wordId);
      const summary =
        before !== undefined && before !== fields.word ? `Edited word ${quoted(before)}, now ${quoted(fields.word)}` : `Edited word ${quoted(fields.word)}`;
      return said(summary, { ...labels, [wordId]: fields.word });
    }
    case 'LanguageWordMoved':
      return said(`Moved word ${named(labels, event.data.wordId, 'a word')}`, labels);
    case 'LanguageWordDeleted':
      return said(`Removed word ${named(labels, event.data.wordId, 'a word')}`, labels);
  }
};

export const languageDescriber: ElementDescriber<LanguageEvent> = {
  kind: 'language',
  category: 'language',
  // Every event of the language's stream has a line.
  eventTypes: languageEvents.map((definition) => definition.type),
  elementIdOf: (event) => event.data.languageId,
  worldIdOf: (event) => event.data.worldId,
  describe: describeLanguage,
};
