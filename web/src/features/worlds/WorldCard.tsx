import { previewDescription, type WorldView } from '@lorewright/domain/worlds/worldView';
import { VisibilityBadge } from './Icons';
import { WorldHeaderImage } from './WorldHeaderImage';
import styles from './WorldCard.module.css';

export interface WorldCardProps {
  world: WorldView;
  current: boolean;
  busy: boolean;
  onSelect: () => void;
  onDelete: () => void;
}

/** One of the user's worlds: header, name and preview description; the card selects, Delete deletes. */
export function WorldCard({ world, current, busy, onSelect, onDelete }: WorldCardProps) {
  return (
    <article className={styles.card} data-current={current}>
      <button type="button" className={styles.select} onClick={onSelect} disabled={busy} aria-label={`Select ${world.name}`}>
        <WorldHeaderImage world={world} className={styles.thumbnail} lazy />
        <span className={styles.body}>
          <span className={styles.nameRow}>
            <span className={styles.name}>{world.name}</span>
            <VisibilityBadge visibility={world.visibility} className={styles.visibility} />
          </span>
          <span className={styles.description}>{previewDescription(world.description) || 'No description yet.'}</span>
        </span>
      </button>
      <footer className={styles.footer}>
        {current ? <span className={styles.current}>Current world</span> : <span />}
        <button type="button" className={styles.delete} onClick={onDelete} disabled={busy} aria-label={`Delete ${world.name}`}>
          Delete
        </button>
      </footer>
    </article>
  );
}
