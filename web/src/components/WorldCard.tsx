import { previewDescription, type WorldView } from '@lorewright/domain/worlds/worldView';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from './UserAvatar';
import { WorldHeaderImage } from './WorldHeaderImage';
import styles from './WorldCard.module.css';

export type WorldPreview = Pick<WorldView, '_id' | 'name' | 'description' | 'headerImage' | 'authorID' | 'author'>;

export const worldPath = (worldID: string) => `/world/${encodeURIComponent(worldID)}`;

/** A card that selects its world instead of opening it: the name becomes a button "Select {name}". */
export interface WorldCardSelect {
  onSelect: () => void;
  disabled: boolean;
}

export interface WorldCardProps {
  world: WorldPreview;
  /** Beside the name, e.g. the world's visibility. */
  badge?: ReactNode;
  /** Bottom left; the author, unless given (null shows nothing). */
  byline?: ReactNode;
  /** Bottom right, above the card-wide link, e.g. Unfollow or Delete. */
  actions?: ReactNode;
  select?: WorldCardSelect;
  /** Outlines the card, e.g. the user's current world. */
  highlighted?: boolean;
  /** Said in place of an empty description; without it, nothing is. */
  noDescription?: string;
  /** On the card; it may set --world-card-text-size and --world-card-end-space. */
  className?: string;
}

/**
 * A world in a list: header image, name, the 80-character preview and its author. The name's
 * link (or select button) covers the whole card; the byline and actions sit above it.
 */
export function WorldCard({ world, badge, byline, actions, select, highlighted = false, noDescription, className }: WorldCardProps) {
  const description = previewDescription(world.description) || noDescription;
  return (
    <article className={className ? `${styles.card} ${className}` : styles.card} data-highlighted={highlighted}>
      <WorldHeaderImage world={world} className={styles.header} lazy />
      <div className={styles.body}>
        <h3 className={styles.name}>
          {select ? (
            <button type="button" className={styles.open} onClick={select.onSelect} disabled={select.disabled} aria-label={`Select ${world.name}`}>
              {world.name}
            </button>
          ) : (
            <Link to={worldPath(world._id)} className={styles.open}>
              {world.name}
            </Link>
          )}
          {badge}
        </h3>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <footer className={styles.footer}>
        {byline === undefined ? <AuthorLink author={world.author} /> : byline}
        {actions && <div className={styles.actions}>{actions}</div>}
      </footer>
    </article>
  );
}

function AuthorLink({ author }: { author: WorldPreview['author'] }) {
  return (
    <Link to={`/user/${encodeURIComponent(author._id)}`} className={styles.author}>
      <UserAvatar user={author} size={26} />
      <span className={styles.authorName}>{author.name}</span>
    </Link>
  );
}

/** Worlds as a responsive grid of cards; `card` draws each one (by default, a card that opens it). */
export function WorldCardList<W extends WorldPreview>({
  worlds,
  label,
  card = (world) => <WorldCard world={world} />,
}: {
  worlds: W[];
  label: string;
  card?: (world: W) => ReactNode;
}) {
  return (
    <ul className="card-grid" aria-label={label}>
      {worlds.map((world) => (
        <li key={world._id} className={styles.item}>
          {card(world)}
        </li>
      ))}
    </ul>
  );
}
