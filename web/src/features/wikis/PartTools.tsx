import { SecretMark, SecretToggle } from '../../components/secrets/SecretPart';
import { DatesButton, type DatesToggle } from './DatesPanel';
import styles from './WikiPage.module.css';

export interface PartToolsProps {
  /** What the buttons act on, for their names ('Section 2'). */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** Whether the part is secret (shown only to the author), and its toggle. */
  secret: boolean;
  onSecret: (secret: boolean) => void;
  /** The part's Dates button (when it held, on the world's calendar), when it has one. */
  dates?: DatesToggle;
}

/** Dates, Secret, Up, Down and Remove of a header field or a section (author only), with the Secret mark. */
export function PartTools({ name, first, last, onMove, onRemove, secret, onSecret, dates }: PartToolsProps) {
  return (
    <div className={styles.partTools}>
      {secret && <SecretMark />}
      {dates && <DatesButton toggle={dates} name={name} className={styles.partButton} />}
      <SecretToggle name={name} secret={secret} onToggle={onSecret} />
      <button type="button" className={styles.partButton} aria-label={`Move ${name} up`} disabled={first} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button type="button" className={styles.partButton} aria-label={`Move ${name} down`} disabled={last} onClick={() => onMove(1)}>
        ↓
      </button>
      <button type="button" className={`${styles.partButton} ${styles.danger}`} aria-label={`Remove ${name}`} onClick={onRemove}>
        ✕
      </button>
    </div>
  );
}
