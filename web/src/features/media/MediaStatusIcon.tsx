import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import styles from './MediaPage.module.css';

/** A check for active media (in use), an x for inactive media. */
export function MediaStatusIcon({ status }: { status: MediaItemView['status'] }) {
  const active = status === 'active';
  return (
    <svg className={`${styles.statusIcon} ${active ? styles.active : styles.inactive}`} viewBox="0 0 20 20" role="img" aria-label={active ? 'Active' : 'Inactive'}>
      <title>{active ? 'Active: in use' : 'Inactive: not used anywhere'}</title>
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.22" />
      {active ? (
        <path d="M6 10.5l2.6 2.6L14.2 7.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M7 7l6 6M13 7l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
