import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { contentPreview } from '@lorewright/domain/writings/sceneContent';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { VisibilityBadge } from '../worlds/Icons';
import { RenameField } from './RenameField';
import { WritingIcon } from './WritingIcons';
import { writingRoomPath } from './writingPaths';
import styles from './WritingsMenu.module.css';

export interface WritingRowProps {
  writing: WritingView;
  depth: number;
  expanded: boolean;
  selected: boolean;
  editMode: boolean;
  renaming: boolean;
  renameBusy: boolean;
  onToggle: () => void;
  onStartRename: () => void;
  onRename: (title: string) => void;
  onCancelRename: () => void;
  onAskVisibility: (visibility: Visibility) => void;
  onAskDelete: () => void;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

// The first 20 characters of a document's first scene (spec §9), when the list carries them.
const previewOf = (writing: WritingView) => {
  const content = writing.scenes?.[0]?.content;
  return content ? contentPreview(content, 20) : '';
};

/** One folder or document of the menu; in edit mode also its visibility, Rename and Delete. */
export function WritingRow(props: WritingRowProps) {
  const { writing, depth, expanded, selected, editMode, renaming } = props;
  const indent = { '--depth': depth } as CSSProperties;
  const label = (
    <>
      {/* Documents keep the chevron's place, so a level's icons line up. */}
      {writing.isFolder ? <WritingIcon name="chevron" className={styles.chevron} /> : <span className={styles.chevron} />}
      <WritingIcon name={writing.isFolder ? 'folder' : 'doc'} className={styles.kindIcon} />
      <span className={styles.rowTitle}>{writing.title}</span>
      {!writing.isFolder && previewOf(writing) && <span className={styles.preview}>{previewOf(writing)}</span>}
    </>
  );

  return (
    <div className={styles.row} style={indent} data-selected={selected || undefined}>
      {renaming ? (
        <RenameField title={writing.title} busy={props.renameBusy} onSave={props.onRename} onCancel={props.onCancelRename} />
      ) : writing.isFolder ? (
        <button type="button" className={styles.rowMain} aria-expanded={expanded} onClick={props.onToggle}>
          {label}
        </button>
      ) : (
        <Link to={writingRoomPath(writing._id)} className={styles.rowMain}>
          {label}
        </Link>
      )}
      {editMode && !renaming ? (
        <div className={styles.rowTools}>
          <select
            className={styles.visibilitySelect}
            aria-label={`Visibility of ${writing.title}`}
            value={writing.visibility}
            onChange={(event) => props.onAskVisibility(event.target.value as Visibility)}
          >
            <option value="private">Private</option>
            <option value="public">Public</option>
          </select>
          <button type="button" className={styles.toolButton} aria-label={`Rename ${writing.title}`} onClick={props.onStartRename}>
            Rename
          </button>
          <button type="button" className={`${styles.toolButton} ${styles.danger}`} aria-label={`Delete ${writing.title}`} onClick={props.onAskDelete}>
            Delete
          </button>
        </div>
      ) : (
        !renaming && (
          <>
            <VisibilityBadge visibility={writing.visibility} className={styles.visibility} />
            <time className={styles.date} dateTime={writing.lastUpdated}>
              {dateFormat.format(new Date(writing.lastUpdated))}
            </time>
          </>
        )
      )}
    </div>
  );
}
