import { IDEA_BOARD_NAME_MAX, IDEA_NOTE_MAX, type IdeaBoardView } from '@lorewright/domain/inspiration/ideaBoards';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Icon } from '../../components/icons/Icon';
import { Loaded } from '../../components/Loaded';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';
import { elementPathOf } from './elementPaths';
import { useIdeaBoardChanges, useIdeaBoards } from './api';
import { IdeaBoardHead } from './IdeaBoardHead';
import styles from './Inspiration.module.css';

/**
 * Idea boards (product.md §2.21): the signed-in user's own collections of elements saved from
 * Discover and of notes, private to them.
 */
export function IdeaBoardsSection() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const boards = useIdeaBoards(isSignedIn);
  const { create } = useIdeaBoardChanges();
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    create.mutate(name, { onSuccess: () => setName('') });
  };

  return (
    <section className={styles.section} aria-labelledby="idea-boards-title">
      <h2 id="idea-boards-title" className={styles.sectionTitle}>
        Idea boards
      </h2>
      <p className={styles.sectionLead}>Your own collections of ideas: elements saved from Discover and notes. Only you see them.</p>
      {!isSignedIn ? (
        <p className={styles.answerNote}>
          <Link to="/login">Log in</Link> to collect ideas on boards of your own.
        </p>
      ) : (
        <>
          <form className={styles.inlineForm} onSubmit={submit}>
            <label className={styles.filter}>
              <span className="form-label">New board</span>
              <input
                className="text-input"
                value={name}
                maxLength={IDEA_BOARD_NAME_MAX}
                placeholder="e.g. Villains"
                onChange={(event) => setName(event.target.value)}
              />
            </label>
            <button type="submit" className="button button-secondary" disabled={create.isPending}>
              Create board
            </button>
          </form>
          <Loaded query={boards}>
            {(list) =>
              list.length === 0 ? (
                <p className="empty-note">You have no idea boards yet.</p>
              ) : (
                <ul className={styles.boards} aria-label="Your idea boards">
                  {list.map((board) => (
                    <IdeaBoard key={board._id} board={board} />
                  ))}
                </ul>
              )
            }
          </Loaded>
        </>
      )}
    </section>
  );
}

function IdeaBoard({ board }: { board: IdeaBoardView }) {
  const { remove, addIdea, removeIdea } = useIdeaBoardChanges();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);

  const addNote = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim() || addIdea.isPending) return;
    addIdea.mutate({ boardId: board._id, idea: { note } }, { onSuccess: () => setNote('') });
  };

  return (
    <li className={styles.board}>
      <IdeaBoardHead board={board} onAskDelete={() => setConfirming(true)} />
      {board.ideas.length === 0 ? (
        <p className={styles.answerNote}>Nothing here yet: save something from Discover or add a note.</p>
      ) : (
        <ul className={styles.ideas} aria-label={`Ideas on ${board.name}`}>
          {board.ideas.map((idea) => {
            const label = idea.type === 'element' ? idea.element.title : idea.text;
            return (
              <li key={idea.ideaId} className={styles.idea}>
                {idea.type === 'element' ? (
                  <Link to={elementPathOf(idea.element.kind, idea.element.elementId)} className={styles.cardLink}>
                    <Icon name={`${idea.element.kind}s`} size={16} /> {idea.element.title}
                  </Link>
                ) : (
                  <p className={styles.note}>{idea.text}</p>
                )}
                <button
                  type="button"
                  className={styles.removeIdea}
                  aria-label={`Remove “${label.slice(0, 40)}” from ${board.name}`}
                  onClick={() => removeIdea.mutate({ boardId: board._id, ideaId: idea.ideaId })}
                >
                  <Icon name="trash" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className={styles.inlineForm} onSubmit={addNote}>
        <label className={`${styles.filter} ${styles.searchFilter}`}>
          <span className="form-label">Note for {board.name}</span>
          <textarea
            className={`text-input ${styles.noteInput}`}
            value={note}
            maxLength={IDEA_NOTE_MAX}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button type="submit" className="button button-secondary" disabled={addIdea.isPending}>
          Add note
        </button>
      </form>
      <ConfirmModal
        open={confirming}
        title={`Delete “${board.name}”?`}
        text="The board and its notes go; the saved elements stay where they are."
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(board._id);
        }}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
