import { ArtWindow, lines } from './ArtWindow';
import styles from './ElementArt.module.css';

// Wikis: the category tabs, a portrait, header fields and sections.
export function WikisArt() {
  const categories = ['Characters', 'Places', 'Magic', 'Events'];
  return (
    <ArtWindow title="A wiki page with header fields and sections">
      {categories.map((category, index) => (
        <g key={category}>
          <rect className={index === 0 ? styles.accent : styles.panel} x={80 + index * 92} y="18" width="84" height="22" rx="11" />
          <text className={index === 0 ? styles.labelDark : styles.label} x={122 + index * 92} y="33" textAnchor="middle">
            {category}
          </text>
        </g>
      ))}
      {/* Portrait */}
      <rect className={styles.panel} x="26" y="58" width="140" height="156" rx="10" />
      <circle className={styles.secondSoft} cx="96" cy="116" r="34" />
      <circle className={styles.second} cx="96" cy="106" r="15" />
      <path className={styles.second} d="M68 146c4-16 16-24 28-24s24 8 28 24z" />
      {lines(46, 176, [100, 72], 14, styles.inkSoft)}
      {/* Title and header fields */}
      <rect className={styles.inkBright} x="186" y="62" width="170" height="14" rx="7" />
      <rect className={styles.ink} x="186" y="86" width="110" height="7" rx="3.5" />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect className={row % 2 ? styles.well : styles.panel} x="186" y={108 + row * 26} width="266" height="26" />
          <rect className={styles.second} x="198" y={118 + row * 26} width={[44, 56, 38, 50][row]} height="6" rx="3" />
          <rect className={styles.ink} x="300" y={118 + row * 26} width={[96, 120, 70, 104][row]} height="6" rx="3" />
        </g>
      ))}
      {/* Sections */}
      <rect className={styles.accent} x="26" y="232" width="90" height="8" rx="4" />
      {lines(26, 252, [426, 410, 388], 14, styles.inkSoft)}
      <rect className={styles.accent} x="26" y="300" width="70" height="8" rx="4" />
    </ArtWindow>
  );
}

// A small generated island for the generator preview: height falls off from the centre, with a
// fixed ripple so the coast is irregular (the same picture on every render).
