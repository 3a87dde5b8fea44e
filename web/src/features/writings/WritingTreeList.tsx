import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import type { CSSProperties } from 'react';
import type { ListedWriting } from './api';
import { WritingRow } from './WritingRow';
import type { WritingTreeNode } from './writingTree';
import styles from './WritingsMenu.module.css';

export interface TreeState {
  expanded: ReadonlySet<string>;
  target: string | null;
  editMode: boolean;
  // A folder's or document's tools go by the viewer's access to that one writing.
  mayEdit: (writing: WritingView) => boolean;
  renamingId: string | null;
  renameBusy: boolean;
}

export interface TreeHandlers {
  onToggle: (folder: WritingView) => void;
  onStartRename: (writing: WritingView) => void;
  onRename: (writing: WritingView, title: string) => void;
  onCancelRename: () => void;
  onAskVisibility: (writing: WritingView, visibility: Visibility) => void;
  onAskDelete: (writing: WritingView) => void;
}

/** One level of the tree; an open folder shows its children, or that it is empty. */
export function WritingTreeList({ nodes, depth, state, on }: { nodes: WritingTreeNode<ListedWriting>[]; depth: number; state: TreeState; on: TreeHandlers }) {
  return (
    <ul className={styles.tree}>
      {nodes.map(({ item, children }) => {
        const open = item.isFolder && state.expanded.has(item._id);
        return (
          <li key={item._id}>
            <WritingRow
              writing={item}
              depth={depth}
              expanded={open}
              selected={state.target === item._id}
              editMode={state.editMode && state.mayEdit(item)}
              renaming={state.renamingId === item._id}
              renameBusy={state.renameBusy}
              onToggle={() => on.onToggle(item)}
              onStartRename={() => on.onStartRename(item)}
              onRename={(title) => on.onRename(item, title)}
              onCancelRename={on.onCancelRename}
              onAskVisibility={(visibility) => on.onAskVisibility(item, visibility)}
              onAskDelete={() => on.onAskDelete(item)}
            />
            {open &&
              (children.length > 0 ? (
                <WritingTreeList nodes={children} depth={depth + 1} state={state} on={on} />
              ) : (
                <p className={styles.emptyFolder} style={{ '--depth': depth + 1 } as CSSProperties}>
                  {m.folderEmpty}
                </p>
              ))}
          </li>
        );
      })}
    </ul>
  );
}
