import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { elementListChanges } from './worldElementList';

// A world lists its wikis (WorldView.wikis, the world page's Wikis tab) as element summaries with
// their category. Every wiki event names its world, so the list follows the wiki's own events;
// edits of a wiki's parts do not touch the world's document.
type On<T extends WikiEvent['type']> = (event: ProjectedEvent<Extract<WikiEvent, { type: T }>>, db: ProjectionStore) => Promise<void>;
type Handlers = { [T in 'WikiCreated' | 'WikiRenamed' | 'WikiVisibilityChanged' | 'WikiDeleted']: On<T> };

export const worldWikiHandlers = (worlds: string): Handlers => {
  const list = elementListChanges(worlds, 'wikis');
  return {
    WikiCreated: (event, db) => {
      const { wikiId, worldId, title, category, createdOn } = event.data;
      return list.added(db, worldId, { _id: wikiId, title, visibility: 'private', lastUpdated: createdOn, category });
    },
    WikiRenamed: (event, db) => list.changed(db, event.data.worldId, event.data.wikiId, { title: event.data.title }, event.metadata.timestamp),
    WikiVisibilityChanged: (event, db) =>
      list.changed(db, event.data.worldId, event.data.wikiId, { visibility: event.data.visibility }, event.metadata.timestamp),
    WikiDeleted: (event, db) => list.removed(db, event.data.worldId, event.data.wikiId),
  };
};
