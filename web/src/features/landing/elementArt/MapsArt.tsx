import { ArtWindow, lines } from './ArtWindow';
import styles from './ElementArt.module.css';

// Maps: a map with its points and the info card of one, and the random map generator's preview.
const generatorCells = Array.from({ length: 8 * 6 }, (_, index) => {
  const x = index % 8;
  const y = Math.floor(index / 8);
  const distance = Math.hypot((x - 3.5) / 4, (y - 2.5) / 3);
  const height = 1 - distance * 1.1 + 0.22 * Math.sin(x * 1.7 + y * 2.3);
  return { x, y, height };
});

export function MapsArt() {
  return (
    <ArtWindow title="A map with points and the random map generator">
      <rect className={styles.sea} x="22" y="46" width="436" height="272" rx="8" />
      <g>
        {Array.from({ length: 10 }, (_, i) => (
          <path key={`v${i}`} className={styles.grid} d={`M${22 + i * 44} 46v272`} />
        ))}
        {Array.from({ length: 6 }, (_, i) => (
          <path key={`h${i}`} className={styles.grid} d={`M22 ${46 + i * 44}h436`} />
        ))}
      </g>
      <path
        className={styles.land}
        d="M70 170c6-44 52-82 104-84 34-2 52 18 84 14 40-6 70 12 80 44 10 34-12 50-6 78 6 30-26 60-70 58-40-2-56-26-92-20-40 6-76-8-92-34-10-16-10-34-8-56z"
      />
      <path
        className={styles.contour}
        d="M104 170c6-30 38-56 74-56 26 0 40 14 62 12 28-4 52 8 58 30 6 22-8 36-4 54 4 22-18 40-48 38-28-2-40-18-66-14-28 4-52-4-64-22-8-12-14-26-12-42z"
      />
      <path
        className={styles.contour}
        d="M146 172c4-18 22-32 44-32 16 0 24 8 38 8 18 0 32 6 34 20 2 14-6 22-2 32 2 14-12 24-30 22-16-2-24-12-40-10-18 2-32-2-40-14-4-8-6-16-4-26z"
      />
      {/* Points */}
      {[
        { x: 150, y: 150, className: styles.danger },
        { x: 236, y: 196, className: styles.accent },
        { x: 300, y: 140, className: styles.warm },
        { x: 190, y: 240, className: styles.second },
      ].map((pin) => (
        <path key={`${pin.x}`} className={pin.className} d={`M${pin.x} ${pin.y}c-7-9-11-14-11-20a11 11 0 0 1 22 0c0 6-4 11-11 20z`} />
      ))}
      {/* Info card of the hovered point */}
      <rect className={styles.panel} x="258" y="182" width="122" height="58" rx="8" />
      <rect className={styles.secondSoft} x="266" y="190" width="42" height="42" rx="6" />
      <rect className={styles.inkBright} x="316" y="194" width="52" height="7" rx="3.5" />
      {lines(316, 208, [56, 40], 12, styles.inkSoft)}
      {/* Generator preview */}
      <rect className={styles.panel} x="350" y="56" width="98" height="96" rx="8" />
      {generatorCells.map((cell) => (
        <rect
          key={`${cell.x}-${cell.y}`}
          className={cell.height > 0.6 ? styles.accent : cell.height > 0.15 ? styles.land : styles.sea}
          x={360 + cell.x * 10}
          y={66 + cell.y * 10}
          width="9"
          height="9"
          rx="1.5"
        />
      ))}
      <text className={styles.labelSmall} x="399" y="142" textAnchor="middle">
        Generated
      </text>
    </ArtWindow>
  );
}
