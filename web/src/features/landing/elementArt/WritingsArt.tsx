import { ArtWindow, lines } from './ArtWindow';
import styles from './ElementArt.module.css';

// Writings: a folder tree beside a scene with its backdrop, overlay and text.
export function WritingsArt() {
  return (
    <ArtWindow title="A writing with folders and scenes">
      {/* Folder tree */}
      <rect className={styles.panel} x="22" y="46" width="120" height="272" rx="8" />
      {[0, 1, 2, 3, 4, 5].map((row) => {
        const nested = row === 1 || row === 2 || row === 4;
        const folder = row === 0 || row === 3;
        const y = 64 + row * 26;
        return (
          <g key={row}>
            {folder ? (
              <path className={styles.second} d={`M${34} ${y}h7l3 3h10v9h-20z`} />
            ) : (
              <rect className={row === 2 ? styles.accent : styles.ink} x={nested ? 46 : 34} y={y} width="10" height="12" rx="2" />
            )}
            <rect className={row === 2 ? styles.accent : styles.inkSoft} x={nested ? 62 : 60} y={y + 3} width={nested ? 58 : 64} height="6" rx="3" />
          </g>
        );
      })}
      {/* The scene: background, overlay and text */}
      <rect className={styles.sea} x="156" y="46" width="302" height="226" rx="8" />
      <path className={styles.secondSoft} d="M156 236l58-36 40 22 56-46 74 50 40-20 34 22v36a8 8 0 0 1-8 8H164a8 8 0 0 1-8-8z" />
      <path className={styles.accentSoft} d="M156 252l74-28 52 18 64-24 62 24 50-12v32a8 8 0 0 1-8 8H164a8 8 0 0 1-8-8z" />
      <rect className={styles.inkBright} x="180" y="72" width="150" height="12" rx="6" />
      <rect className={styles.ink} x="180" y="94" width="96" height="7" rx="3.5" />
      {lines(180, 118, [250, 236, 244, 180], 14, styles.inkSoft)}
      {/* Scene navigation */}
      <rect className={styles.panel} x="156" y="282" width="302" height="36" rx="8" />
      <path className={styles.accentLine} d="M178 294l-6 6 6 6" />
      <path className={styles.accentLine} d="M436 294l6 6-6 6" />
      {[0, 1, 2, 3].map((scene) => (
        <rect key={scene} className={scene === 1 ? styles.accent : styles.ink} x={266 + scene * 22} y="296" width="14" height="8" rx="4" />
      ))}
    </ArtWindow>
  );
}
