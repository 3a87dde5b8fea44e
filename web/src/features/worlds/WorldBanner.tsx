import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { ReactNode } from 'react';
import { WorldHeaderImage } from '../../components/WorldHeaderImage';
import styles from './WorldBanner.module.css';

/** The world's header image with its title block laid over the bottom, and optional actions on top. */
export function WorldBanner({ world, children, actions }: { world: Pick<WorldView, 'authorID' | 'headerImage'>; children: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.banner}>
      <WorldHeaderImage world={world} className={styles.image} />
      <div className={styles.shade} aria-hidden="true" />
      {actions && <div className={styles.actions}>{actions}</div>}
      <div className={styles.content}>{children}</div>
    </header>
  );
}
