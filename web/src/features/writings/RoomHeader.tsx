import type { ReactNode } from 'react';
import styles from './RoomHeader.module.css';

/** The bar above both rooms: the way back, the writing's title, and the room's own tools. */
export function RoomHeader({ back, title, children }: { back: ReactNode; title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      {back}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.tools}>{children}</div>
    </header>
  );
}
