import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiListItem } from '@lorewright/domain/wikis/wikiView';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useDeleteWiki, useRenameWiki, useWikiVisibility } from './api';

/**
 * The wiki menu's changes with their messages (product.md §8): the server's success text (or the
 * spec's), and the server's error text as an error alert.
 */
export function useWikiActions(worldID: string) {
  const dispatch = useAppDispatch();
  const rename = useRenameWiki();
  const visibility = useWikiVisibility();
  const remove = useDeleteWiki();
  const success = (text: string) => dispatch(alertShown({ kind: 'success', text }));
  const onError = (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message }));

  return {
    renameBusy: rename.isPending,
    rename: (wiki: WikiListItem, title: string, onDone: () => void) => {
      const checked = checkDisplayName(title, { blank: m.nameRequired, max: WIKI_TITLE_MAX, tooLong: m.titleTooLong });
      if (!checked.ok) {
        dispatch(alertShown({ kind: 'warning', text: checked.message }));
        return;
      }
      rename.mutate(
        { wikiID: wiki._id, worldID, title: checked.text },
        {
          onSuccess: ({ message }) => {
            success(message || m.updated);
            onDone();
          },
          onError,
        },
      );
    },
    setVisibility: (wiki: WikiListItem, wanted: Visibility) =>
      visibility.mutate(
        { wikiID: wiki._id, worldID, visibility: wanted },
        { onSuccess: ({ message }) => success(message || wm.madeVisibility(wiki.title, wanted)), onError },
      ),
    remove: (wiki: WikiListItem) => remove.mutate({ wikiID: wiki._id, worldID }, { onSuccess: ({ message }) => success(message || m.deleted), onError }),
  };
}
