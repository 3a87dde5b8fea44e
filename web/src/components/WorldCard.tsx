import { worldHeaderUrl } from '@lorewright/domain/media/imageUrl';
import { previewDescription, type WorldView } from '@lorewright/domain/worlds/worldView';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../features/session/UserAvatar';
import styles from './WorldCard.module.css';

export type WorldPreview = Pick<WorldView, '_id' | 'name' | 'description' | 'headerImage' | 'authorID' | 'author'>;

export const worldPath = (worldID: string) => `/world/${encodeURIComponent(worldID)}`;

/**
 * A world in a list: header image, name, the 80-character preview and its author. The whole
 * card opens the world; the author link and any actions (e.g. Unfollow) sit above that link.
 */
export function WorldCard({ world, actions }: { world: WorldPreview; actions?: ReactNode }) {
  return (
    <article className={styles.card}>
      <img className={styles.header} src={worldHeaderUrl(world.authorID, world.headerImage)} alt="" loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={worldPath(world._id)} className={styles.open}>
            {world.name}
          </Link>
        </h3>
        {world.description && <p className={styles.description}>{previewDescription(world.description)}</p>}
      </div>
      <footer className={styles.footer}>
        <Link to={`/user/${encodeURIComponent(world.author._id)}`} className={styles.author}>
          <UserAvatar user={world.author} size={26} />
          <span className={styles.authorName}>{world.author.name}</span>
        </Link>
        {actions && <div className={styles.actions}>{actions}</div>}
      </footer>
    </article>
  );
}

/** Worlds as a responsive grid of cards, each with optional actions of its own. */
export function WorldCardList({ worlds, label, actions }: { worlds: WorldPreview[]; label: string; actions?: (world: WorldPreview) => ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {worlds.map((world) => (
        <li key={world._id} className={styles.item}>
          <WorldCard world={world} actions={actions?.(world)} />
        </li>
      ))}
    </ul>
  );
}
