import { WRITING_TITLE_MAX } from '@lorewright/domain/writings/writingLimits';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { descendantsDeepestFirst } from '@lorewright/domain/writings/writingTree';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useElementMenuActions } from '../elements/api';
import { useCreateWriting, writingApi } from './api';

/**
 * The writings menu's changes with their messages (product.md §8): the element menu's rename,
 * visibility and delete (a folder's writings go with it), and New File / New Folder.
 */
export function useWritingActions(worldID: string, writings: readonly WritingView[]) {
  const dispatch = useAppDispatch();
  const newFile = useCreateWriting('doc');
  const newFolder = useCreateWriting('folder');
  const menu = useElementMenuActions(writingApi, worldID, {
    titleMax: WRITING_TITLE_MAX,
    texts: m,
    // The server finds a folder's descendants itself; the ids are only a hint.
    deleteFields: (writing: WritingView) => ({
      isFolder: writing.isFolder,
      childrenIDs: writing.isFolder ? descendantsDeepestFirst(writings, writing._id) : [],
    }),
    alsoDeleted: ({ childrenIDs }) => childrenIDs,
  });

  return {
    ...menu,
    busy: newFile.isPending || newFolder.isPending,
    create: (kind: 'doc' | 'folder', parentID: string | null, onDone: () => void) =>
      (kind === 'doc' ? newFile : newFolder).mutate(
        { worldID, parentID },
        {
          onSuccess: ({ message }) => {
            if (message) dispatch(alertShown({ kind: 'success', text: message }));
            onDone();
          },
          onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
        },
      ),
  };
}
