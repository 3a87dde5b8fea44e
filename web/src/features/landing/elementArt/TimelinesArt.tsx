import { ArtWindow } from './ArtWindow';
import styles from './ElementArt.module.css';

// Timelines: several lines side by side, and zones across them.
export function TimelinesArt() {
  const lineRows = [
    { name: 'Kingdom', y: 128, className: styles.accent, points: [120, 210, 344], range: [250, 320] },
    { name: 'Heroes', y: 190, className: styles.second, points: [160, 288, 410], range: [96, 150] },
    { name: 'Magic', y: 252, className: styles.warm, points: [230, 380], range: [300, 352] },
  ];
  return (
    <ArtWindow title="A timeline with several lines and zones">
      {/* Zones */}
      <rect className={styles.accentSoft} x="90" y="52" width="170" height="232" rx="6" />
      <rect className={styles.secondSoft} x="260" y="52" width="190" height="232" rx="6" />
      <text className={styles.label} x="100" y="72">
        Zone: First Age
      </text>
      <text className={styles.label} x="270" y="72">
        Zone: Second Age
      </text>
      {/* Lines */}
      {lineRows.map((row) => (
        <g key={row.name}>
          <text className={styles.label} x="24" y={row.y + 4}>
            {row.name}
          </text>
          <rect className={styles.ink} x="90" y={row.y - 1} width="360" height="2" />
          <rect className={row.className} x={row.range[0]} y={row.y - 6} width={row.range[1] - row.range[0]} height="12" rx="6" opacity="0.55" />
          {row.points.map((x) => (
            <circle key={x} className={row.className} cx={x} cy={row.y} r="6" />
          ))}
        </g>
      ))}
      {/* A point's link to another element (a wiki page) */}
      <path className={styles.dashed} d="M350 128c24 0 30-26 44-30" />
      <rect className={styles.panel} x="336" y="78" width="116" height="22" rx="11" />
      <text className={styles.labelSmall} x="394" y="93" textAnchor="middle">
        Link: Isolde Varn
      </text>
      {/* Year axis */}
      <rect className={styles.ink} x="90" y="298" width="360" height="2" />
      {[0, 100, 200, 300, 400].map((year, index) => (
        <g key={year}>
          <rect className={styles.ink} x={90 + index * 90 - 1} y="294" width="2" height="10" />
          <text className={styles.labelSmall} x={90 + index * 90} y="318" textAnchor="middle">
            {year}
          </text>
        </g>
      ))}
    </ArtWindow>
  );
}

// Rune glyphs drawn as strokes in a 20 × 30 box (no runic font is needed).
