import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { contentPreview } from '@lorewright/domain/writings/sceneText';
import { WRITING_TITLE_MAX } from '@lorewright/domain/writings/writingLimits';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ElementRowTools } from '../../components/ElementRowTools';
import { Icon, VisibilityBadge } from '../../components/icons/Icon';
import { RenameField } from '../../components/RenameField';
import { writingRoomPath } from '../../lib/writingPaths';
import type { ListedWriting } from './api';
import styles from './WritingsMenu.module.css';

export interface WritingRowProps {
  writing: ListedWriting;
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

// The first 20 characters of a document's first scene (product.md §9): from its content when the list
// carries scenes, else from the longer preview the server keeps (50 characters, same rule).
const PREVIEW_LENGTH = 20;
const previewOf = (writing: ListedWriting) => {
  const content = writing.scenes?.[0]?.content;
  if (content) return contentPreview(content, PREVIEW_LENGTH);
  const text = (writing.preview ?? '').replace(/\.\.\.$/, '');
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
};

/** One folder or document of the menu; in edit mode also its visibility, Rename and Delete. */
export function WritingRow(props: WritingRowProps) {
  const { writing, depth, expanded, selected, editMode, renaming } = props;
  const indent = { '--depth': depth } as CSSProperties;
  const preview = previewOf(writing);
  const label = (
    <>
      {/* Documents keep the chevron's place, so a level's icons line up. */}
      {writing.isFolder ? <Icon name="chevron" className={styles.chevron} /> : <span className={styles.chevron} />}
      <Icon name={writing.isFolder ? 'folder' : 'doc'} className={styles.kindIcon} />
      <span className={styles.rowTitle}>{writing.title}</span>
      {!writing.isFolder && preview && <span className={styles.preview}>{preview}</span>}
    </>
  );

  return (
    <div className={styles.row} style={indent} data-selected={selected || undefined}>
      {renaming ? (
        <RenameField title={writing.title} max={WRITING_TITLE_MAX} busy={props.renameBusy} onSave={props.onRename} onCancel={props.onCancelRename} />
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
        <ElementRowTools
          title={writing.title}
          visibility={writing.visibility}
          onAskVisibility={props.onAskVisibility}
          onStartRename={props.onStartRename}
          onAskDelete={props.onAskDelete}
        />
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
