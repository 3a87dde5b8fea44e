import type { ReactNode } from 'react';
import styles from './ElementArt.module.css';

// The frame of the landing page's element illustrations (schematic, themed, no images): a
// window with three dots, and rows of text drawn as rounded bars.
const VIEW = '0 0 480 340';

export function ArtWindow({ children, title }: { children: ReactNode; title: string }) {
  return (
    <svg className={styles.art} viewBox={VIEW} role="img" aria-label={title}>
      <rect className={styles.window} x="8" y="8" width="464" height="324" rx="14" />
      <circle className={styles.ink} cx="30" cy="28" r="4" />
      <circle className={styles.ink} cx="44" cy="28" r="4" />
      <circle className={styles.ink} cx="58" cy="28" r="4" />
      {children}
    </svg>
  );
}

/** Rows of text: one bar per width, `gap` apart. */
export const lines = (x: number, y: number, widths: number[], gap = 14, className = styles.ink) =>
  widths.map((width, index) => <rect key={index} className={className} x={x} y={y + index * gap} width={width} height="6" rx="3" />);
