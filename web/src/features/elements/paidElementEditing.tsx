import { hasPermission, type PaidFeature } from '@lorewright/domain/accounts/permissions';
import type { ElementName } from '@lorewright/domain/worlds/elementNames';
import { Link } from 'react-router';
import { useMayEditElement } from './useMayEditElement';
import { useCurrentUser } from '../../lib/session/api';
import styles from '../../components/ElementPage.module.css';

const ELEMENT_OF: Record<PaidFeature, ElementName> = { maps: 'map', timelines: 'timeline', languages: 'language' };

/**
 * Who may change a paid element (a map, timeline or language): whoever may edit it while its
 * world owner's plan for the feature runs (the server's rule, mirrored so no edit is offered
 * that would be refused). `lapsed`: the owner whose plan ended, who keeps reading (and may
 * delete) but not editing. Another editor does not see the owner's plan; the server answers
 * their change.
 */
export function usePaidElementEditing(feature: PaidFeature, element: { _id: string; worldID: string; authorID: string }, demoId: string) {
  const user = useCurrentUser();
  const mayEdit = useMayEditElement(ELEMENT_OF[feature], element, { enabled: element._id !== demoId });
  const isOwner = mayEdit && user?._id === element.authorID;
  const lapsed = isOwner && !hasPermission(user.permissions ?? {}, feature, new Date());
  return { mayEdit: mayEdit && !lapsed, lapsed };
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
