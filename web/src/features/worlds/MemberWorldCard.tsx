import { roleIn } from '@lorewright/domain/worlds/worldAccess';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { VisibilityBadge } from '../../components/icons/Icon';
import { WorldCard } from '../../components/WorldCard';
import { ROLE_LABELS } from './members/roleLabels';
import styles from './OwnWorldCard.module.css';

export interface MemberWorldCardProps {
  world: WorldView;
  userId: string;
  current: boolean;
  busy: boolean;
  onSelect: () => void;
}

/** A world the user is a member of, on Manage Worlds: its owner, the user's role in words, and the card selects it. */
export function MemberWorldCard({ world, userId, current, busy, onSelect }: MemberWorldCardProps) {
  const role = roleIn(world, userId);
  return (
    <WorldCard
      world={world}
      className={styles.card}
      select={{ onSelect, disabled: busy }}
      highlighted={current}
      badge={<VisibilityBadge visibility={world.visibility} className={styles.visibility} />}
      byline={
        <span className={styles.byline}>
          {`${world.author.name}'s world`}
          {current && <span className={styles.current}>Current world</span>}
        </span>
      }
      noDescription="No description yet."
      actions={role && role !== 'owner' ? <span className={styles.role}>{ROLE_LABELS[role]}</span> : null}
    />
  );
}
