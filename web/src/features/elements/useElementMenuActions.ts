import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import type { ElementApi, ElementRef } from './elementApi';

/** What one kind's menu says and checks before it calls (its title limit, its texts). */
export interface ElementMenuRules<T, Extra extends object> {
  titleMax: number;
  texts: { nameRequired: string; titleTooLong: string; updated: string; deleted: string };
  // Said, and no call made, when a rename keeps the title (languages, product.md §5).
  unchangedTitle?: string;
  // What a delete call sends beside the ids, and which other elements it takes with it.
  deleteFields?: (item: T) => Extra;
  alsoDeleted?: (input: Extra) => string[];
}

/**
 * An element menu's changes with their messages (product.md §8): a blank rename refused with 'Please
 * enter a name.', the server's success text (or the product's), the product's delete text, and the
 * server's error text as an error alert.
 */
export function useElementMenuActions<T extends { _id: string; title: string }, IdField extends string, Extra extends object = object>(
  api: ElementApi<IdField>,
  worldID: string,
  { titleMax, texts, unchangedTitle, deleteFields, alsoDeleted }: ElementMenuRules<T, Extra>,
) {
  const dispatch = useAppDispatch();
  const rename = api.useRename();
  const visibility = api.useVisibility();
  const remove = api.useDelete<Extra>(alsoDeleted);
  const refOf = (item: T) => ({ [api.idField]: item._id, worldID }) as ElementRef<IdField>;
  const success = (text: string) => dispatch(alertShown({ kind: 'success', text }));
  const onError = (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message }));
  const warn = (text: string) => void dispatch(alertShown({ kind: 'warning', text }));

  return {
    renameBusy: rename.isPending,
    rename: (item: T, title: string, onDone: () => void) => {
      const checked = checkDisplayName(title, { blank: texts.nameRequired, max: titleMax, tooLong: texts.titleTooLong });
      if (!checked.ok) return warn(checked.message);
      if (unchangedTitle !== undefined && checked.text === item.title) return warn(unchangedTitle);
      rename.mutate(
        { ...refOf(item), title: checked.text },
        {
          onSuccess: ({ message }) => {
            success(message || texts.updated);
            onDone();
          },
          onError,
        },
      );
    },
    setVisibility: (item: T, wanted: Visibility) =>
      visibility.mutate(
        { ...refOf(item), visibility: wanted },
        { onSuccess: ({ message }) => success(message || wm.madeVisibility(item.title, wanted)), onError },
      ),
    // The product's text rather than the server's ('Map deleted successfully.', product.md §8).
    remove: (item: T) => remove.mutate({ ...refOf(item), ...(deleteFields?.(item) as Extra) }, { onSuccess: () => success(texts.deleted), onError }),
  };
}
