import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { useAppDispatch } from './state/store';
import { alertShown } from './state/uiSlice';

/** What a mutation is told when it is called: its answer, or the server's error. */
export interface MutationCallbacks {
  onSuccess: (answer: { message: string }) => void;
  onError: (error: Error) => void;
}

/** One element kind's menu changes (maps, timelines): its calls, its title limit and its texts. */
export interface ElementMenuMutations<T> {
  titleMax: number;
  texts: { nameRequired: string; titleTooLong: string; updated: string; deleted: string };
  renameBusy: boolean;
  rename: (item: T, title: string, callbacks: MutationCallbacks) => void;
  setVisibility: (item: T, visibility: Visibility, callbacks: MutationCallbacks) => void;
  remove: (item: T, callbacks: MutationCallbacks) => void;
}

/**
 * An element menu's changes with their messages (product.md §8): a blank rename refused with 'Please
 * enter a name.', the server's success text (or the product's), the product's delete text, and the
 * server's error text as an error alert.
 */
export function useElementMenuActions<T extends { title: string }>({ titleMax, texts, renameBusy, ...call }: ElementMenuMutations<T>) {
  const dispatch = useAppDispatch();
  const success = (text: string) => dispatch(alertShown({ kind: 'success', text }));
  const onError = (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message }));

  return {
    renameBusy,
    rename: (item: T, title: string, onDone: () => void) => {
      const checked = checkDisplayName(title, { blank: texts.nameRequired, max: titleMax, tooLong: texts.titleTooLong });
      if (!checked.ok) return void dispatch(alertShown({ kind: 'warning', text: checked.message }));
      call.rename(item, checked.text, {
        onSuccess: ({ message }) => {
          success(message || texts.updated);
          onDone();
        },
        onError,
      });
    },
    setVisibility: (item: T, wanted: Visibility) =>
      call.setVisibility(item, wanted, { onSuccess: ({ message }) => success(message || wm.madeVisibility(item.title, wanted)), onError }),
    // The product's text rather than the server's ('Map deleted successfully.', §8).
    remove: (item: T) => call.remove(item, { onSuccess: () => success(texts.deleted), onError }),
  };
}
