import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { ElementSummary } from '@lorewright/domain/worlds/worldView';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { changeElementList } from './worldElementList';

// A world lists its wikis (WorldView.wikis, the world page's Wikis tab) as element summaries with
// their category. Every wiki event names its world, so the list follows the wiki's own events;
// edits of a wiki's parts do not touch the world's document.
type On<T extends WikiEvent['type']> = (event: ProjectedEvent<Extract<WikiEvent, { type: T }>>, db: ProjectionStore) => Promise<void>;
type Handlers = { [T in 'WikiCreated' | 'WikiRenamed' | 'WikiVisibilityChanged' | 'WikiDeleted']: On<T> };

export const worldWikiHandlers = (worlds: string): Handlers => {
  const changeWiki = (db: ProjectionStore, event: ProjectedEvent<WikiEvent>, change: Partial<ElementSummary>) =>
    changeElementList(db, worlds, event.data.worldId, 'wikis', (wikis) =>
      wikis.map((wiki) => (wiki._id === event.data.wikiId ? { ...wiki, ...change, lastUpdated: event.metadata.timestamp } : wiki)),
    );

  return {
    WikiCreated: (event, db) => {
      const { wikiId, worldId, title, category, createdOn } = event.data;
      const summary: ElementSummary = { _id: wikiId, title, visibility: 'private', lastUpdated: createdOn, category };
      return changeElementList(db, worlds, worldId, 'wikis', (wikis) => [...wikis.filter((w) => w._id !== wikiId), summary]);
    },
    WikiRenamed: (event, db) => changeWiki(db, event, { title: event.data.title }),
    WikiVisibilityChanged: (event, db) => changeWiki(db, event, { visibility: event.data.visibility }),
    WikiDeleted: (event, db) => changeElementList(db, worlds, event.data.worldId, 'wikis', (wikis) => wikis.filter((w) => w._id !== event.data.wikiId)),
  };
};
