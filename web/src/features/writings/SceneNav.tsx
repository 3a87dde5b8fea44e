import { useRef } from 'react';
import { useStickyFootClear } from '../../components/useStickyFootClear';
import styles from './SceneNav.module.css';

/**
 * Previous Scene and Next Scene, disabled at the ends (product.md §2), around where the reader is:
 * the scene's name, its date on the world's calendar when it has one ('' for none), and its place.
 */
export function SceneNav({
  index,
  names,
  dates = [],
  onGo,
}: {
  index: number;
  names: readonly string[];
  dates?: readonly string[];
  onGo: (index: number) => void;
}) {
  const count = names.length;
  // Kept at the window's foot: a focused control of the panels above it is scrolled clear of it.
  const bar = useRef<HTMLElement>(null);
  useStickyFootClear(bar);
  // The next scene starts at its beginning, not where the last one was left.
  const go = (at: number) => {
    onGo(at);
    window.scrollTo(0, 0);
  };
  return (
    <nav ref={bar} className={styles.nav} aria-label="Scenes">
      <button type="button" className="button button-secondary" disabled={index <= 0} onClick={() => go(index - 1)}>
        <span aria-hidden="true">←</span> Previous Scene
      </button>
      <p className={styles.position} aria-live="polite">
        <span className={styles.name}>{names[index] ?? ''}</span>
        {dates[index] && <span className={styles.date}>{dates[index]}</span>}
        <span className={styles.count}>
          {count === 0 ? 0 : index + 1} / {count}
        </span>
      </p>
      <button type="button" className="button button-secondary" disabled={index >= count - 1} onClick={() => go(index + 1)}>
        Next Scene <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
