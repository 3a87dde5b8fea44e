import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { elementListChanges } from './worldElementList';

// A world lists its languages (WorldView.languages) as element summaries, following the
// language's own events (each names its world); key, rune and word edits do not touch it.
type On<T extends LanguageEvent['type']> = (event: ProjectedEvent<Extract<LanguageEvent, { type: T }>>, db: ProjectionStore) => Promise<void>;
type Handlers = { [T in 'LanguageCreated' | 'LanguageRenamed' | 'LanguageVisibilityChanged' | 'LanguageDeleted']: On<T> };

export const worldLanguageHandlers = (worlds: string): Handlers => {
  const { added, changed, removed } = elementListChanges(worlds, 'languages');
  return {
    LanguageCreated: (event, db) => {
      const { languageId: _id, worldId, title, createdOn: lastUpdated } = event.data;
      return added(db, worldId, { _id, title, visibility: 'private', lastUpdated });
    },
    LanguageRenamed: ({ data, metadata }, db) => changed(db, data.worldId, data.languageId, { title: data.title }, metadata.timestamp),
    LanguageVisibilityChanged: ({ data, metadata }, db) => changed(db, data.worldId, data.languageId, { visibility: data.visibility }, metadata.timestamp),
    LanguageDeleted: ({ data }, db) => removed(db, data.worldId, data.languageId),
  };
};
