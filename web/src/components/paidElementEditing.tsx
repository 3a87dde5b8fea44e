import { hasPermission, type PaidFeature } from '@lorewright/domain/accounts/permissions';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/session/api';
import styles from './ElementPage.module.css';

const ELEMENT_OF: Record<PaidFeature, string> = { maps: 'map', timelines: 'timeline', languages: 'language' };

/**
 * Who may change a paid element (a map, timeline or language): its author while the feature's
 * permission runs (the server's rule, mirrored so no edit is offered that would be refused).
 * `lapsed`: the author whose plan ended, who keeps reading (and may delete) but not editing.
 */
export function usePaidElementEditing(feature: PaidFeature, element: { _id: string; authorID: string }, demoId: string) {
  const user = useCurrentUser();
  const isAuthor = element._id !== demoId && user !== undefined && element.authorID === user._id;
  const allowed = isAuthor && hasPermission(user.permissions ?? {}, feature, new Date());
  return { mayEdit: allowed, lapsed: isAuthor && !allowed };
}

/** Above a lapsed author's element: why nothing can be changed, and the way back. */
export function LapsedPlanNotice({ feature }: { feature: PaidFeature }) {
  return (
    <div className={styles.notice} role="status">
      <p>{`Your ${feature} plan has ended: this ${ELEMENT_OF[feature]} is read-only until you subscribe again. Nothing has been deleted.`}</p>
      <Link to="/subscribe" className="button button-primary">
        Subscribe
      </Link>
    </div>
  );
}
