import type { WorldPeriod } from '../calendars/worldDate';
import type { Visibility } from '../worlds/world.events';
import { placeAfter } from './partOrder';
import type { WikiEvent } from './wiki.events';
import { DEFAULT_WIKI_OVERLAY_OPACITY, type WikiCategory, type WikiHeaderField, type WikiImage, type WikiSection } from './wikiView';

// What the write side knows of one wiki to decide: folded from `wiki-{wikiId}`.
export interface WikiState {
  status: 'none' | 'active' | 'deleted';
  wikiId: string;
  worldId: string;
  authorId: string;
  category: WikiCategory;
  title: string;
  subtitle: string;
  visibility: Visibility;
  backgroundImage: string;
  // The author's media item the background shows, if any (held active while shown).
  backgroundMediaId: string | null;
  overlayOpacity: number;
  // The wiki's own life on the world's calendar; null: none.
  lifespan: WorldPeriod | null;
  images: readonly WikiImage[];
  headerFields: readonly WikiHeaderField[];
  // Each with the stream revision of its last added or edited event.
  sections: readonly WikiSection[];
  // The stream revision at which each section got its title (added, or edited to a new one): an
  // edit that leaves the text out (a co-typed section) only has to follow the title's changes.
  sectionTitleRevisions: ReadonlyMap<string, number>;
  // The stream revision of the last event (-1 before the first).
  revision: number;
}

export const initialWikiState = (): WikiState => ({
  status: 'none',
  wikiId: '',
  worldId: '',
  authorId: '',
  category: 'characters',
  title: '',
  subtitle: '',
  visibility: 'private',
  backgroundImage: '',
  backgroundMediaId: null,
  overlayOpacity: 0,
  lifespan: null,
  images: [],
  headerFields: [],
  sections: [],
  sectionTitleRevisions: new Map(),
  revision: -1,
});

const replaced = <P extends { _id: string }>(parts: readonly P[], id: string, change: Partial<P>): P[] =>
  parts.map((part) => (part._id === id ? { ...part, ...change } : part));
const without = <P extends { _id: string }>(parts: readonly P[], id: string): P[] => parts.filter((part) => part._id !== id);
const moved = <P extends { _id: string }>(parts: readonly P[], id: string, afterId: string | null): readonly P[] => {
  const part = parts.find((p) => p._id === id);
  return part ? placeAfter(parts, part, afterId) : parts;
};

// `revision` is the one this event gets.
const evolveOnce = (state: WikiState, event: WikiEvent, revision: number): Partial<WikiState> => {
  switch (event.type) {
    case 'WikiCreated': {
      const { wikiId, worldId, authorId, category, title, subtitle, images, headerFields } = event.data;
      return { status: 'active', wikiId, worldId, authorId, category, title, subtitle, images, headerFields, overlayOpacity: DEFAULT_WIKI_OVERLAY_OPACITY };
    }
    case 'WikiRenamed':
      return { title: event.data.title };
    case 'WikiSubtitleChanged':
      return { subtitle: event.data.subtitle };
    case 'WikiVisibilityChanged':
      return { visibility: event.data.visibility };
    case 'WikiBackgroundChanged':
      return { backgroundImage: event.data.backgroundImage, backgroundMediaId: event.data.mediaId };
    case 'WikiOverlayOpacityChanged':
      return { overlayOpacity: event.data.overlayOpacity };
    case 'WikiLifespanChanged':
      return { lifespan: event.data.lifespan };
    case 'WikiDeleted':
      return { status: 'deleted' };
    case 'WikiImageAdded':
      return { images: [...state.images, event.data.image] };
    case 'WikiImageRemoved':
      return { images: without(state.images, event.data.imageId) };
    case 'WikiImageVisibilityChanged':
      return { images: replaced(state.images, event.data.imageId, { visibility: event.data.visibility }) };
    case 'WikiImageMoved':
      return { images: moved(state.images, event.data.imageId, event.data.afterId) };
    case 'WikiHeaderFieldAdded':
      return { headerFields: placeAfter(state.headerFields, event.data.headerField, event.data.afterId) };
    case 'WikiHeaderFieldEdited':
      return { headerFields: replaced(state.headerFields, event.data.headerField._id, event.data.headerField) };
    case 'WikiHeaderFieldMoved':
      return { headerFields: moved(state.headerFields, event.data.headerFieldId, event.data.afterId) };
    case 'WikiHeaderFieldRemoved':
      return { headerFields: without(state.headerFields, event.data.headerFieldId) };
    case 'WikiSectionAdded': {
      const { section, afterId } = event.data;
      return {
        sections: placeAfter(state.sections, { ...section, revision }, afterId),
        sectionTitleRevisions: new Map(state.sectionTitleRevisions).set(section._id, revision),
      };
    }
    case 'WikiSectionEdited': {
      const { section } = event.data;
      const retitled = state.sections.find((before) => before._id === section._id)?.title !== section.title;
      return {
        sections: replaced(state.sections, section._id, { ...section, revision }),
        ...(retitled && { sectionTitleRevisions: new Map(state.sectionTitleRevisions).set(section._id, revision) }),
      };
    }
    case 'WikiSectionMoved':
      return { sections: moved(state.sections, event.data.sectionId, event.data.afterId) };
    case 'WikiSectionRemoved': {
      const titleRevisions = new Map(state.sectionTitleRevisions);
      titleRevisions.delete(event.data.sectionId);
      return { sections: without(state.sections, event.data.sectionId), sectionTitleRevisions: titleRevisions };
    }
  }
};

export const evolveWiki = (state: WikiState, event: WikiEvent): WikiState => {
  const revision = state.revision + 1;
  return { ...state, ...evolveOnce(state, event, revision), revision };
};
