import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { MenuAsking } from '../lib/useMenuEditMode';
import { ConfirmModal } from './ConfirmModal';

export interface ElementMenuConfirmProps<T> {
  asking: MenuAsking<T>;
  /** The element's title, for the dialog's title. */
  titleOf: (item: T) => string;
  deleteTitle: (title: string) => string;
  deleteWarning: (item: T) => string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The dialogs of an element menu's edit mode (product.md §4): 'Make "{title}" public/private?' with the
 * visibility texts, or the element's delete question with its warning.
 */
export function ElementMenuConfirm<T>({ asking, titleOf, deleteTitle, deleteWarning, onConfirm, onCancel }: ElementMenuConfirmProps<T>) {
  if (!asking) return null;
  if (asking.kind === 'visibility') {
    return (
      <ConfirmModal
        open
        title={wm.confirmVisibility(titleOf(asking.item), asking.visibility)}
        text={asking.visibility === 'public' ? wm.publicText : wm.privateText}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  return <ConfirmModal open title={deleteTitle(titleOf(asking.item))} warning={deleteWarning(asking.item)} onConfirm={onConfirm} onCancel={onCancel} />;
}
