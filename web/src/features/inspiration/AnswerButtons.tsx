import type { Prompt } from '@lorewright/domain/inspiration/prompts';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useAnswerPrompt } from './api';
import styles from './Inspiration.module.css';

/**
 * 'Answer as a wiki' and 'Answer as a writing': the new element is made in the current world
 * with the prompt kept in it, then opened. A visitor is asked to log in, and a user without a
 * world to make one first.
 */
export function AnswerButtons({ prompt }: { prompt: Prompt }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { answer, isPending } = useAnswerPrompt();

  if (!isSignedIn)
    return (
      <p className={styles.answerNote}>
        <Link to="/login">Log in</Link> to answer this prompt in one of your worlds.
      </p>
    );
  const worldID = user?.currentWorldID;
  if (user && !worldID)
    return (
      <p className={styles.answerNote}>
        <Link to="/create-world">Create a world</Link> to answer this prompt in it.
      </p>
    );

  const start = (as: 'wiki' | 'writing') => {
    if (!worldID || isPending) return;
    answer(as, worldID, prompt).then(
      ({ path, message }) => {
        if (message) dispatch(alertShown({ kind: 'success', text: message }));
        void navigate(path);
      },
      (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message })),
    );
  };

  return (
    <div className={styles.answers} role="group" aria-label={`Answer “${prompt.title}”`}>
      <button type="button" className="button button-primary" onClick={() => start('wiki')} disabled={!worldID || isPending}>
        Answer as a wiki
      </button>
      <button type="button" className="button button-secondary" onClick={() => start('writing')} disabled={!worldID || isPending}>
        Answer as a writing
      </button>
    </div>
  );
}
