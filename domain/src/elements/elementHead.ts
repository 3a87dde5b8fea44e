import type { Visibility } from '../worlds/world.events';

// What every element kind's state holds of its head: whether it exists, its title, who may see it.
export interface ElementHead {
  status: 'none' | 'active' | 'deleted';
  title: string;
  visibility: Visibility;
}

/**
 * One rule for the paid kinds' reducers (maps, timelines, languages; the free kinds' reducers
 * name every event, so the compiler sees each handled): what the kind's rename, visibility change or deletion
 * changes in its state, or null for any other of its events. The kind is the events' prefix
 * ('Language' → 'LanguageRenamed' …), so a part's rename ('LanguageKeyRenamed') is not the
 * element's.
 */
export const headChangeOf = (kind: string) => {
  const renamed = `${kind}Renamed`;
  const visibilityChanged = `${kind}VisibilityChanged`;
  const deleted = `${kind}Deleted`;
  return (event: { type: string; data: object }): Partial<ElementHead> | null => {
    if (event.type === renamed) return { title: (event.data as Pick<ElementHead, 'title'>).title };
    if (event.type === visibilityChanged) return { visibility: (event.data as Pick<ElementHead, 'visibility'>).visibility };
    if (event.type === deleted) return { status: 'deleted' };
    return null;
  };
};
