import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { VisibilityBadge } from '../../components/icons/Icon';
import { WorldCard as SharedWorldCard } from '../../components/WorldCard';
import styles from './OwnWorldCard.module.css';

export interface OwnWorldCardProps {
  world: WorldView;
  current: boolean;
  busy: boolean;
  onSelect: () => void;
  onDelete: () => void;
  onExport: () => void;
}

/** One of the user's own worlds on Manage Worlds: the card selects it, Export offers its ZIP, Delete deletes it. */
export function OwnWorldCard({ world, current, busy, onSelect, onDelete, onExport }: OwnWorldCardProps) {
  return (
    <SharedWorldCard
      world={world}
      className={styles.card}
      select={{ onSelect, disabled: busy }}
      highlighted={current}
      badge={<VisibilityBadge visibility={world.visibility} className={styles.visibility} />}
      byline={current ? <span className={styles.current}>Current world</span> : null}
      noDescription="No description yet."
      actions={
        <>
          <button type="button" className={styles.export} onClick={onExport} aria-label={`Export ${world.name}`}>
            Export
          </button>
          <button type="button" className={styles.delete} onClick={onDelete} disabled={busy} aria-label={`Delete ${world.name}`}>
            Delete
          </button>
        </>
      }
    />
  );
}
