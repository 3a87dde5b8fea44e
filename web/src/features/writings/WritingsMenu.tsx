import { canCreateElements, canEditElement } from '@lorewright/domain/worlds/worldAccess';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { useMemo, useState } from 'react';
import { AlertMessage } from '../../components/Alerts';
import { ElementMenuConfirm } from '../../components/ElementMenuConfirm';
import { EditToggle } from '../../components/EditToggle';
import { useCurrentUser } from '../../lib/session/api';
import { useMenuEditMode } from '../../lib/useMenuEditMode';
import { useWritings } from './api';
import { useWritingActions } from './useWritingActions';
import { buildWritingTree, findNode } from './writingTree';
import { WritingTreeList, type TreeHandlers } from './WritingTreeList';
import styles from './WritingsMenu.module.css';

/**
 * The Writings tab of the creation hub (product.md §2, §4): the world's folders and documents as a
 * tree. The owner, editors and co-owners add files and folders (into the folder opened last, or at
 * the top); in edit mode whoever may edit a row's writing changes its visibility, renames one row
 * at a time, or deletes.
 */
export function WritingsMenu({ world }: { world: WorldView }) {
  const user = useCurrentUser();
  // New writings by the owner, editors and co-owners; each row's tools by who may edit that one.
  const canEdit = canCreateElements(world, user?._id);
  const writings = useWritings(world._id);
  const list = useMemo(() => writings.data ?? [], [writings.data]);
  const tree = useMemo(() => buildWritingTree(list), [list]);
  const actions = useWritingActions(world._id, list);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [targetId, setTargetId] = useState<string | null>(null);
  const edit = useMenuEditMode<WritingView>();
  // A folder deleted meanwhile is no place for new writings.
  const target = targetId ? (findNode(tree, targetId)?.item ?? null) : null;

  const open = (folderId: string) => setExpanded((now) => new Set(now).add(folderId));
  const handlers: TreeHandlers = {
    onToggle: (folder) => {
      const isOpen = expanded.has(folder._id);
      setExpanded((now) => {
        const next = new Set(now);
        if (isOpen) next.delete(folder._id);
        else next.add(folder._id);
        return next;
      });
      // New writings go into the folder opened last; closing it hands that to its parent.
      setTargetId(isOpen ? folder.parentID : folder._id);
    },
    // Starting a rename ends any other: one row at a time.
    onStartRename: (writing) => edit.startRename(writing._id),
    onRename: (writing, title) => actions.rename(writing, title, () => edit.endRename()),
    onCancelRename: () => edit.endRename(),
    onAskVisibility: edit.askVisibility,
    onAskDelete: edit.askDelete,
  };

  const create = (kind: 'doc' | 'folder') => {
    const parentID = target?._id ?? null;
    actions.create(kind, parentID, () => parentID && open(parentID));
  };

  return (
    <div className={styles.menu}>
      <div className={styles.head}>
        <h2 className={styles.title}>Writings</h2>
        {canEdit && (
          <div className={styles.actions}>
            <button type="button" className="button button-primary" disabled={actions.busy} onClick={() => create('doc')}>
              New File
            </button>
            <button type="button" className="button button-secondary" disabled={actions.busy} onClick={() => create('folder')}>
              New Folder
            </button>
            <EditToggle pressed={edit.editMode} onToggle={edit.toggle} />
          </div>
        )}
      </div>
      {canEdit && <p className={styles.target}>{target ? `New writings go into "${target.title}".` : 'New writings go at the top level.'}</p>}

      {writings.isPending ? (
        <p className={styles.empty}>Loading writings…</p>
      ) : writings.isError ? (
        <AlertMessage kind="error" inline>
          {writings.error.message}
        </AlertMessage>
      ) : tree.length === 0 ? (
        <p className={styles.empty}>{m.folderEmpty}</p>
      ) : (
        <WritingTreeList
          nodes={tree}
          depth={0}
          state={{
            expanded,
            target: target?._id ?? null,
            editMode: canEdit && edit.editMode,
            mayEdit: (writing) => canEditElement(world, 'writing', writing._id, user?._id),
            renamingId: edit.renamingId,
            renameBusy: actions.renameBusy,
          }}
          on={handlers}
        />
      )}

      <ElementMenuConfirm
        asking={edit.asking}
        titleOf={(writing) => writing.title}
        deleteTitle={m.deleteTitle}
        deleteWarning={(writing) => (writing.isFolder ? m.deleteFolderWarning : m.deleteWarning)}
        onConfirm={() => edit.confirm(actions)}
        onCancel={edit.cancel}
      />
    </div>
  );
}
