import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { useMemo, useState } from 'react';
import { AlertMessage } from '../../components/Alerts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useCurrentUser } from '../../lib/session/api';
import { useWritings } from './api';
import { useWritingActions } from './useWritingActions';
import { buildWritingTree, findNode } from './writingTree';
import { WritingTreeList, type TreeHandlers } from './WritingTreeList';
import styles from './WritingsMenu.module.css';

type Asking = { kind: 'visibility'; writing: WritingView; visibility: Visibility } | { kind: 'delete'; writing: WritingView } | null;

/**
 * The Writings tab of the creation hub (spec §2, §4): the world's folders and documents as a
 * tree. The author adds files and folders (into the folder opened last, or at the top), and in
 * edit mode changes a row's visibility, renames one row at a time, or deletes.
 */
export function WritingsMenu({ world }: { world: WorldView }) {
  const user = useCurrentUser();
  const canEdit = canEditWorld(world, user?._id);
  const writings = useWritings(world._id);
  const list = useMemo(() => writings.data ?? [], [writings.data]);
  const tree = useMemo(() => buildWritingTree(list), [list]);
  const actions = useWritingActions(world._id, list);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [targetId, setTargetId] = useState<string | null>(null);
  const [editMode, setEditMode] = useState(false);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
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
    onStartRename: (writing) => setRenamingId(writing._id),
    onRename: (writing, title) => actions.rename(writing, title, () => setRenamingId(null)),
    onCancelRename: () => setRenamingId(null),
    onAskVisibility: (writing, visibility) => visibility !== writing.visibility && setAsking({ kind: 'visibility', writing, visibility }),
    onAskDelete: (writing) => setAsking({ kind: 'delete', writing }),
  };

  const create = (kind: 'doc' | 'folder') => {
    const parentID = target?._id ?? null;
    actions.create(kind, parentID, () => parentID && open(parentID));
  };
  const confirm = () => {
    if (!asking) return;
    setAsking(null);
    if (asking.kind === 'visibility') actions.setVisibility(asking.writing, asking.visibility);
    else actions.remove(asking.writing);
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
            <button
              type="button"
              className={`button button-secondary ${styles.editToggle}`}
              aria-pressed={editMode}
              onClick={() => {
                setEditMode(!editMode);
                setRenamingId(null);
              }}
            >
              Edit
            </button>
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
          state={{ expanded, target: target?._id ?? null, editMode: canEdit && editMode, renamingId, renameBusy: actions.renameBusy }}
          on={handlers}
        />
      )}

      {asking?.kind === 'visibility' && (
        <ConfirmModal
          open
          title={wm.confirmVisibility(asking.writing.title, asking.visibility)}
          text={asking.visibility === 'public' ? wm.publicText : wm.privateText}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'delete' && (
        <ConfirmModal
          open
          title={m.deleteTitle(asking.writing.title)}
          warning={asking.writing.isFolder ? m.deleteFolderWarning : m.deleteWarning}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
