import { Icon } from '../icons/Icon';
import styles from './SecretPart.module.css';

/** The mark on a secret part, a lock and the word: only its author ever receives the part. */
export function SecretMark() {
  return (
    <span className={styles.mark} title="Only you see this part">
      <Icon name="lock" size={14} />
      Secret
    </span>
  );
}

export interface SecretToggleProps {
  /** The part it marks, for its name ('Keep section 2 secret'). */
  name: string;
  secret: boolean;
  onToggle: (secret: boolean) => void;
}

/** Marks or unmarks a part secret: a toggle button, pressed while the part is secret. */
export function SecretToggle({ name, secret, onToggle }: SecretToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={secret}
      aria-label={`Keep ${name} secret`}
      title={secret ? 'Secret: only you see it. Click to show it to readers.' : 'Keep it secret: only you will see it.'}
      onClick={() => onToggle(!secret)}
    >
      <Icon name="lock" size={16} />
    </button>
  );
}
