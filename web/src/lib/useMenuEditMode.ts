import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { useState } from 'react';

/** What an element menu's row asks to be confirmed: a new visibility, or its deletion. */
export type MenuAsking<T> = { kind: 'visibility'; item: T; visibility: Visibility } | { kind: 'delete'; item: T } | null;

export interface MenuChanges<T> {
  setVisibility: (item: T, visibility: Visibility) => void;
  remove: (item: T) => void;
}

/**
 * An element menu's edit mode (product.md §4): on or off, the one row being renamed (starting a rename
 * ends any other; toggling the mode ends it too), and the question its confirm dialog asks.
 */
export function useMenuEditMode<T extends { visibility: Visibility }>() {
  const [editMode, setEditMode] = useState(false);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [asking, setAsking] = useState<MenuAsking<T>>(null);
  return {
    editMode,
    renamingId,
    asking,
    toggle: () => {
      setEditMode((now) => !now);
      setRenamingId(null);
    },
    startRename: (id: string) => setRenamingId(id),
    endRename: () => setRenamingId(null),
    askVisibility: (item: T, visibility: Visibility) => visibility !== item.visibility && setAsking({ kind: 'visibility', item, visibility }),
    askDelete: (item: T) => setAsking({ kind: 'delete', item }),
    cancel: () => setAsking(null),
    /** A row's edit-mode handlers; starting a rename ends any other, so one row at a time. */
    rowHandlers: (item: T & { _id: string }, rename: (item: T, title: string, onDone: () => void) => void) => ({
      onStartRename: () => setRenamingId(item._id),
      onRename: (title: string) => rename(item, title, () => setRenamingId(null)),
      onCancelRename: () => setRenamingId(null),
      onAskVisibility: (visibility: Visibility) => visibility !== item.visibility && setAsking({ kind: 'visibility', item, visibility }),
      onAskDelete: () => setAsking({ kind: 'delete', item }),
    }),
    /** The dialog's Yes: what it asked is done. */
    confirm: (changes: MenuChanges<T>) => {
      if (!asking) return;
      setAsking(null);
      if (asking.kind === 'visibility') changes.setVisibility(asking.item, asking.visibility);
      else changes.remove(asking.item);
    },
  };
}
