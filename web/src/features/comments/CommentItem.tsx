import type { CommentView } from '@lorewright/domain/comments/commentView';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { formatDateTime } from '../../lib/formatDate';
import { useDeleteComment, useEditComment } from './api';
import { CommentForm } from './CommentForm';
import { COMMENT_TEXTS as T } from './commentTexts';
import styles from './CommentsPanel.module.css';

interface CommentItemProps {
  comment: CommentView;
  /** The thread's first comment: deleting it deletes the thread. */
  isRoot: boolean;
  /** Its author: edits and deletes it. */
  own: boolean;
  /** The world's owner or a co-owner: deletes anyone's. */
  mayDeleteAny: boolean;
}

/** One comment: who wrote it and when, its text, and its author's Edit and Delete. */
export function CommentItem({ comment, isRoot, own, mayDeleteAny }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useEditComment();
  const remove = useDeleteComment();
  const who = comment.author.name;

  return (
    <li className={styles.comment}>
      <p className={styles.meta}>
        <strong>{who}</strong> <time dateTime={comment.at}>{formatDateTime(comment.at)}</time>
        {comment.editedAt && <span> {T.edited}</span>}
      </p>
      {editing ? (
        <CommentForm
          label={T.editLabel}
          submitLabel={T.save}
          initialText={comment.text}
          busy={edit.isPending}
          onSubmit={(text) => edit.mutate({ commentID: comment._id, text }, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className={styles.body}>{comment.text}</p>
      )}
      {!editing && (own || mayDeleteAny) && (
        <div className={styles.rowTools}>
          {own && (
            <button type="button" className={styles.tool} aria-label={`${T.edit} comment by ${who}`} onClick={() => setEditing(true)}>
              {T.edit}
            </button>
          )}
          <button
            type="button"
            className={`${styles.tool} ${styles.danger}`}
            aria-label={`${T.delete} comment by ${who}`}
            disabled={remove.isPending}
            onClick={() => setDeleting(true)}
          >
            {T.delete}
          </button>
        </div>
      )}
      <ConfirmModal
        open={deleting}
        title={isRoot ? T.confirmDeleteThread : T.confirmDelete}
        text={T.deleteNote}
        onConfirm={() => {
          setDeleting(false);
          remove.mutate(comment._id);
        }}
        onCancel={() => setDeleting(false)}
      />
    </li>
  );
}
