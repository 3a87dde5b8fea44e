import { IDEA_BOARD_NAME_MAX, ideaBoardMessages as m, type IdeaBoardView } from '@lorewright/domain/inspiration/ideaBoards';
import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { useEffect, useRef, useState } from 'react';
import { RenameField } from '../../components/RenameField';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useIdeaBoardChanges } from './api';
import styles from './Inspiration.module.css';

/**
 * A board's name with Rename and Delete board; while renamed, the inline name field (Enter saves,
 * Escape cancels), after which focus goes back to Rename so a keyboard user keeps their place.
 */
export function IdeaBoardHead({ board, onAskDelete }: { board: IdeaBoardView; onAskDelete: () => void }) {
  const { rename } = useIdeaBoardChanges();
  const dispatch = useAppDispatch();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);

  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  // The same rule the server applies, so a blank or too long name is told at once.
  const save = (typed: string) => {
    const checked = checkDisplayName(typed, { blank: m.nameRequired, max: IDEA_BOARD_NAME_MAX, tooLong: m.nameTooLong });
    if (!checked.ok) {
      dispatch(alertShown({ kind: 'warning', text: checked.message }));
      return;
    }
    if (checked.text === board.name) {
      setRenaming(false);
      return;
    }
    rename.mutate({ boardId: board._id, name: checked.text }, { onSuccess: () => setRenaming(false) });
  };

  if (renaming) {
    return (
      <div className={styles.boardHead}>
        <RenameField title={board.name} max={IDEA_BOARD_NAME_MAX} busy={rename.isPending} onSave={save} onCancel={() => setRenaming(false)} />
      </div>
    );
  }
  return (
    <div className={styles.boardHead}>
      <h3 className={styles.cardTitle}>{board.name}</h3>
      <div className={styles.boardTools}>
        <button ref={renameButton} type="button" className="button button-secondary" aria-label={`Rename ${board.name}`} onClick={() => setRenaming(true)}>
          Rename
        </button>
        <button type="button" className="button button-secondary" onClick={onAskDelete}>
          Delete board
        </button>
      </div>
    </div>
  );
}
