import type { ReactNode } from 'react';
import styles from './ElementArt.module.css';

// Illustrations for the landing page's element sections: schematic, themed, no images.
const VIEW = '0 0 480 340';

function Window({ children, title }: { children: ReactNode; title: string }) {
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

const lines = (x: number, y: number, widths: number[], gap = 14, className = styles.ink) =>
  widths.map((width, index) => <rect key={index} className={className} x={x} y={y + index * gap} width={width} height="6" rx="3" />);

export function WritingsArt() {
  return (
    <Window title="A writing with folders and scenes">
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
    </Window>
  );
}

export function WikisArt() {
  const categories = ['Characters', 'Places', 'Magic', 'Events'];
  return (
    <Window title="A wiki page with header fields and sections">
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
    </Window>
  );
}

// A small generated island for the generator preview: height falls off from the centre, with a
// fixed ripple so the coast is irregular (the same picture on every render).
const generatorCells = Array.from({ length: 8 * 6 }, (_, index) => {
  const x = index % 8;
  const y = Math.floor(index / 8);
  const distance = Math.hypot((x - 3.5) / 4, (y - 2.5) / 3);
  const height = 1 - distance * 1.1 + 0.22 * Math.sin(x * 1.7 + y * 2.3);
  return { x, y, height };
});

export function MapsArt() {
  return (
    <Window title="A map with points and the random map generator">
      <rect className={styles.sea} x="22" y="46" width="436" height="272" rx="8" />
      <g>
        {Array.from({ length: 10 }, (_, i) => (
          <path key={`v${i}`} className={styles.grid} d={`M${22 + i * 44} 46v272`} />
        ))}
        {Array.from({ length: 6 }, (_, i) => (
          <path key={`h${i}`} className={styles.grid} d={`M22 ${46 + i * 44}h436`} />
        ))}
      </g>
      <path className={styles.land} d="M70 170c6-44 52-82 104-84 34-2 52 18 84 14 40-6 70 12 80 44 10 34-12 50-6 78 6 30-26 60-70 58-40-2-56-26-92-20-40 6-76-8-92-34-10-16-10-34-8-56z" />
      <path className={styles.contour} d="M104 170c6-30 38-56 74-56 26 0 40 14 62 12 28-4 52 8 58 30 6 22-8 36-4 54 4 22-18 40-48 38-28-2-40-18-66-14-28 4-52-4-64-22-8-12-14-26-12-42z" />
      <path className={styles.contour} d="M146 172c4-18 22-32 44-32 16 0 24 8 38 8 18 0 32 6 34 20 2 14-6 22-2 32 2 14-12 24-30 22-16-2-24-12-40-10-18 2-32-2-40-14-4-8-6-16-4-26z" />
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
    </Window>
  );
}

export function TimelinesArt() {
  const lineRows = [
    { name: 'Kingdom', y: 128, className: styles.accent, points: [120, 210, 344], range: [250, 320] },
    { name: 'Heroes', y: 190, className: styles.second, points: [160, 288, 410], range: [96, 150] },
    { name: 'Magic', y: 252, className: styles.warm, points: [230, 380], range: [300, 352] },
  ];
  return (
    <Window title="A timeline with several lines and zones">
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
          <rect className={row.className} x={row.range[0]} y={row.y - 6} width={row.range[1]! - row.range[0]!} height="12" rx="6" opacity="0.55" />
          {row.points.map((x) => (
            <circle key={x} className={row.className} cx={x} cy={row.y} r="6" />
          ))}
        </g>
      ))}
      {/* Link from an event to another element: coming soon */}
      <path className={styles.dashed} d="M350 128c24 0 30-26 44-30" />
      <rect className={styles.panel} x="336" y="78" width="116" height="22" rx="11" />
      <text className={styles.labelSmall} x="394" y="93" textAnchor="middle">
        Link: coming soon
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
    </Window>
  );
}

// Rune glyphs drawn as strokes in a 20 × 30 box (no runic font is needed).
const runes = [
  'M5 2v26M5 9l11-6M5 16l11-6',
  'M5 2v26M5 4l10 8-10 8',
  'M4 28V2l12 12L4 26',
  'M10 2v26M3 9l14 12M17 9L3 21',
  'M4 2v26M16 2v26M4 8l12 10',
  'M10 2v26M10 12l-7-8M10 12l7-8',
];
const keys = ['F', 'T', 'P', 'G', 'M', 'Z'];

function Rune({ index, x, y, dim = false }: { index: number; x: number; y: number; dim?: boolean }) {
  return <path className={dim ? styles.runeDim : styles.rune} d={runes[index % runes.length]} transform={`translate(${x} ${y})`} />;
}

export function LanguagesArt() {
  const sentence = [0, 3, 1, 5, -1, 2, 4, 0, -1, 3, 5, 1, 2];
  return (
    <Window title="A constructed language with runes mapped to keys">
      {/* Writing area */}
      <rect className={styles.well} x="22" y="46" width="436" height="110" rx="8" />
      {sentence.map((rune, index) => (rune < 0 ? null : <Rune key={index} index={rune} x={44 + index * 28} y={70} />))}
      <rect className={styles.accent} x={48 + sentence.length * 28} y="70" width="2" height="30" />
      {lines(44, 124, [200, 140], 12, styles.inkSoft)}
      {/* Key mapping */}
      <text className={styles.label} x="24" y="182">
        Key mapping
      </text>
      {keys.map((key, index) => {
        const x = 24 + (index % 3) * 72;
        const y = 194 + Math.floor(index / 3) * 62;
        return (
          <g key={key}>
            <rect className={styles.key} x={x} y={y} width="28" height="28" rx="6" />
            <text className={styles.keyText} x={x + 14} y={y + 19} textAnchor="middle">
              {key}
            </text>
            <Rune index={index} x={x + 36} y={y - 1} dim />
          </g>
        );
      })}
      {/* Words table */}
      <rect className={styles.panel} x="248" y="170" width="210" height="148" rx="8" />
      {['Word', 'Meaning', 'Type'].map((heading, index) => (
        <text key={heading} className={styles.label} x={262 + index * 68} y="192">
          {heading}
        </text>
      ))}
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect className={styles.inkSoft} x="248" y={204 + row * 28} width="210" height="1" />
          <rect className={styles.second} x="262" y={216 + row * 28} width={[34, 44, 28, 40][row]} height="6" rx="3" />
          <rect className={styles.ink} x="330" y={216 + row * 28} width={[48, 36, 54, 42][row]} height="6" rx="3" />
          <rect className={styles.inkSoft} x="398" y={216 + row * 28} width={[30, 40, 26, 34][row]} height="6" rx="3" />
        </g>
      ))}
    </Window>
  );
}
