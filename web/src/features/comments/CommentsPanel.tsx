import type { CommentElement } from '@lorewright/domain/comments/comment.events';
import type { CommentThreadView } from '@lorewright/domain/comments/commentView';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useCommentThreads } from './api';
import { CommentThread } from './CommentThread';
import { COMMENT_TEXTS as T } from './commentTexts';
import styles from './CommentsPanel.module.css';
import { useCommentPowers } from './useCommentPowers';

/** A scene, or a wiki section with its heading, whose threads are listed together. */
export interface CommentGroup {
  part: string;
  heading?: string;
}

export interface CommentsPanelProps {
  element: CommentElement;
  /** The writing or wiki: its world and owner decide who may delete anyone's comment. */
  owner: { _id: string; worldID: string; authorID: string };
  title: string;
  groups: CommentGroup[];
  /** Where a thread sits within its group, if it says more than the group does. */
  anchorOf?: (thread: CommentThreadView) => string | null;
  /** The form of a new thread in a group; `done` closes it. */
  newThread: (group: CommentGroup, done: () => void) => ReactNode;
  /** Said instead of the groups when there are none. */
  empty?: string;
}

/**
 * The comment threads of one element for those who may edit it, by scene or section: open
 * threads, and resolved ones too when 'Show resolved' is on, each group with its 'Add comment'.
 */
export function CommentsPanel({ element, owner, title, groups, anchorOf, newThread, empty }: CommentsPanelProps) {
  const threads = useCommentThreads(element, owner._id);
  const { userID, mayDeleteAny } = useCommentPowers(owner);
  const [showResolved, setShowResolved] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const headingId = useId();
  const addButtons = useRef(new Map<string, HTMLButtonElement>());
  // A closed form gives the keyboard back to the button that opened it.
  const closeForm = (part: string) => {
    setAdding(null);
    requestAnimationFrame(() => addButtons.current.get(part)?.focus());
  };
  const parts = new Set(groups.map((group) => group.part));
  const all = (threads.data ?? []).filter((thread) => parts.has(thread.part));
  const resolvedCount = all.filter((thread) => thread.resolved).length;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <label className={styles.toggle}>
          <input type="checkbox" checked={showResolved} onChange={(event) => setShowResolved(event.target.checked)} />
          {T.showResolved(resolvedCount)}
        </label>
      </header>
      {threads.isError && <p role="alert">{threads.error.message}</p>}
      {groups.length === 0 && empty && <p className={styles.empty}>{empty}</p>}
      {groups.map((group) => {
        const shown = all.filter((thread) => thread.part === group.part && (showResolved || !thread.resolved));
        const where = group.heading ?? title;
        return (
          <section key={group.part} className={styles.group} aria-label={group.heading}>
            {group.heading && <h3 className={styles.groupTitle}>{group.heading}</h3>}
            {threads.data && shown.length === 0 && <p className={styles.empty}>{T.noneOpen}</p>}
            {shown.length > 0 && (
              <ul className={styles.threads}>
                {shown.map((thread) => (
                  <CommentThread key={thread._id} thread={thread} anchor={anchorOf?.(thread) ?? null} userID={userID} mayDeleteAny={mayDeleteAny} />
                ))}
              </ul>
            )}
            {adding === group.part ? (
              newThread(group, () => closeForm(group.part))
            ) : (
              <button
                ref={(button) => {
                  if (button) addButtons.current.set(group.part, button);
                  else addButtons.current.delete(group.part);
                }}
                type="button"
                className="button button-secondary"
                aria-label={group.heading ? T.addOn(where) : undefined}
                onClick={() => setAdding(group.part)}
              >
                {T.add}
              </button>
            )}
          </section>
        );
      })}
    </section>
  );
}
