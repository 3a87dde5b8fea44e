import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { WRITING_TITLE_MAX } from '@lorewright/domain/writings/writingLimits';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { descendantsDeepestFirst } from '@lorewright/domain/writings/writingTree';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useCreateWriting, useDeleteWriting, useRenameWriting, useWritingVisibility } from './api';

/**
 * The writings menu's changes with their messages (product.md §8): the server's success text (or the
 * spec's), and the server's error text as an error alert.
 */
export function useWritingActions(worldID: string, writings: readonly WritingView[]) {
  const dispatch = useAppDispatch();
  const newFile = useCreateWriting('doc');
  const newFolder = useCreateWriting('folder');
  const rename = useRenameWriting();
  const visibility = useWritingVisibility();
  const remove = useDeleteWriting();
  const success = (text: string) => dispatch(alertShown({ kind: 'success', text }));
  const onError = (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message }));

  return {
    busy: newFile.isPending || newFolder.isPending,
    renameBusy: rename.isPending,
    create: (kind: 'doc' | 'folder', parentID: string | null, onDone: () => void) =>
      (kind === 'doc' ? newFile : newFolder).mutate(
        { worldID, parentID },
        {
          onSuccess: ({ message }) => {
            if (message) success(message);
            onDone();
          },
          onError,
        },
      ),
    rename: (writing: WritingView, title: string, onDone: () => void) => {
      const checked = checkDisplayName(title, { blank: m.nameRequired, max: WRITING_TITLE_MAX, tooLong: m.titleTooLong });
      if (!checked.ok) {
        dispatch(alertShown({ kind: 'warning', text: checked.message }));
        return;
      }
      rename.mutate(
        { writingID: writing._id, worldID, title: checked.text },
        {
          onSuccess: ({ message }) => {
            success(message || m.updated);
            onDone();
          },
          onError,
        },
      );
    },
    setVisibility: (writing: WritingView, wanted: Visibility) =>
      visibility.mutate(
        { writingID: writing._id, worldID, visibility: wanted },
        { onSuccess: ({ message }) => success(message || wm.madeVisibility(writing.title, wanted)), onError },
      ),
    remove: (writing: WritingView) =>
      remove.mutate(
        // The server finds a folder's descendants itself; the ids are only a hint.
        { writingID: writing._id, worldID, isFolder: writing.isFolder, childrenIDs: writing.isFolder ? descendantsDeepestFirst(writings, writing._id) : [] },
        { onSuccess: ({ message }) => success(message || m.deleted), onError },
      ),
  };
}
