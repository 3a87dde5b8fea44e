import { ArtWindow, lines } from './ArtWindow';
import styles from './ElementArt.module.css';

// Languages: a sentence in runes, and the runes mapped to keys.
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
    <ArtWindow title="A constructed language with runes mapped to keys">
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
    </ArtWindow>
  );
}
