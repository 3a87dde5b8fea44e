import type { ElementSearchResult } from '../../lib/elementLinks';
import { elementTypeLabel } from '../../lib/elementLinks';
import { MENTION_TEXTS } from './useMentionSearch';
import styles from './MentionList.module.css';

interface MentionListProps {
  id: string;
  results: ElementSearchResult[];
  /** The highlighted option (the text field keeps focus and points at it with aria-activedescendant). */
  active: number | null;
  status: string | null;
  optionId: (index: number) => string;
  onChoose: (element: ElementSearchResult) => void;
  onActive: (index: number) => void;
}

/** The suggestions under an @ as a listbox, shared by the word processor and the wiki's sections. */
export function MentionList({ id, results, active, status, optionId, onChoose, onActive }: MentionListProps) {
  return (
    <div className={styles.popup}>
      <p className={styles.status} role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ul id={id} role="listbox" aria-label={MENTION_TEXTS.listLabel} className={styles.list}>
          {results.map((element, index) => (
            <li
              key={`${element.type}:${element._id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps focus (and the caret) in the text while choosing with the mouse.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onActive(index)}
              onClick={() => onChoose(element)}
            >
              <span className={styles.title}>{element.title}</span>
              <span className={styles.details}>
                <span className={styles.type}>{elementTypeLabel(element.type)}</span>
                {element.preview && <span className={styles.preview}>{element.preview}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
