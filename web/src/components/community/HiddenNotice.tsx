import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import styles from './Post.module.css';

/** What the author of content hidden by staff sees on it (no one else sees the content at all). */
export function HiddenNotice({ reason }: { reason: string }) {
  return (
    <p className={styles.hiddenNotice} role="note">
      {r.hiddenNotice(reason)}
    </p>
  );
}
