import fs from 'node:fs';
import path from 'node:path';
import { DEMO_RUNE_LETTERS, demoRuneImage } from '@lorewright/domain/languages/demoLanguage';

// `npx tsx ops/scripts/demoRunes.ts`: draws the demo language's rune alphabet a to z
// (domain/src/languages/demoLanguage.ts) as SVG files in web/public/assets/runes/. Each rune is
// a few straight strokes in the angular style of carved runes, most after an Elder Futhark
// letter of a like sound. The ink is dark on a transparent ground, so the language page's
// Invert Colors turns them light.

const INK = '#1a1a1a';
const STROKE = 3.5;
// The 40 × 60 cell: a stave runs down the middle from TOP to BOTTOM; branches reach LEFT and RIGHT.
const [LEFT, MID, RIGHT, TOP, BOTTOM] = [8, 20, 32, 6, 54];

type Point = readonly [number, number];
/** One pen stroke: a polyline through its points. */
type Stroke = readonly Point[];

const stave: Stroke = [
  [MID, TOP],
  [MID, BOTTOM],
];
const leftStave: Stroke = [
  [LEFT, TOP],
  [LEFT, BOTTOM],
];
const rightStave: Stroke = [
  [RIGHT, TOP],
  [RIGHT, BOTTOM],
];

const runes: Record<string, Stroke[]> = {
  // ᚨ ansuz: two branches falling to the right.
  a: [
    stave,
    [
      [MID, TOP],
      [RIGHT, 17],
    ],
    [
      [MID, 18],
      [RIGHT, 29],
    ],
  ],
  // ᛒ berkanan: two bows on the right.
  b: [
    stave,
    [
      [MID, TOP],
      [RIGHT, 18],
      [MID, 30],
      [RIGHT, 42],
      [MID, BOTTOM],
    ],
  ],
  // A small open angle hung on the stave.
  c: [
    stave,
    [
      [RIGHT, 12],
      [MID, 24],
      [RIGHT, 36],
    ],
  ],
  // ᛞ dagaz: the bow tie.
  d: [
    leftStave,
    rightStave,
    [
      [LEFT, TOP],
      [RIGHT, BOTTOM],
    ],
    [
      [RIGHT, TOP],
      [LEFT, BOTTOM],
    ],
  ],
  // ᛖ ehwaz: two staves joined by a dipping roof.
  e: [
    [
      [LEFT, BOTTOM],
      [LEFT, TOP],
      [MID, 20],
      [RIGHT, TOP],
      [RIGHT, BOTTOM],
    ],
  ],
  // ᚠ fehu: two branches rising to the right.
  f: [
    stave,
    [
      [MID, 20],
      [RIGHT, 8],
    ],
    [
      [MID, 33],
      [RIGHT, 21],
    ],
  ],
  // ᚷ gebo: the cross.
  g: [
    [
      [LEFT, 8],
      [RIGHT, 52],
    ],
    [
      [RIGHT, 8],
      [LEFT, 52],
    ],
  ],
  // ᚺ haglaz: two staves and a slanted bar.
  h: [
    leftStave,
    rightStave,
    [
      [LEFT, 20],
      [RIGHT, 34],
    ],
  ],
  // ᛁ isa: the bare stave, crossed at the foot so it is not mistaken for a line.
  i: [
    stave,
    [
      [14, 48],
      [26, 48],
    ],
  ],
  // ᛃ jera: two hooks turning about each other.
  j: [
    [
      [18, 10],
      [LEFT, 22],
      [18, 34],
    ],
    [
      [22, 26],
      [RIGHT, 38],
      [22, 50],
    ],
  ],
  // ᚲ kaunan: the open angle, full height.
  k: [
    [
      [30, 8],
      [10, 30],
      [30, 52],
    ],
  ],
  // ᛚ laguz: one branch falling from the top.
  l: [
    stave,
    [
      [MID, TOP],
      [RIGHT, 20],
    ],
  ],
  // ᛗ mannaz: two staves, their tops crossed.
  m: [
    leftStave,
    rightStave,
    [
      [LEFT, TOP],
      [RIGHT, 30],
    ],
    [
      [RIGHT, TOP],
      [LEFT, 30],
    ],
  ],
  // ᚾ naudiz: a stave with a slanted bar.
  n: [
    stave,
    [
      [10, 22],
      [30, 34],
    ],
  ],
  // ᛟ othala: a lozenge standing on two legs.
  o: [
    [
      [LEFT, BOTTOM],
      [RIGHT, 26],
      [MID, TOP],
      [LEFT, 26],
      [RIGHT, BOTTOM],
    ],
  ],
  // ᛈ perthro: a stave with cups opening up and down.
  p: [
    leftStave,
    [
      [LEFT, TOP],
      [22, 18],
      [RIGHT, 8],
    ],
    [
      [LEFT, BOTTOM],
      [22, 42],
      [RIGHT, 52],
    ],
  ],
  // ᛝ ingwaz pierced by the stave.
  q: [
    stave,
    [
      [MID, 14],
      [RIGHT, 30],
      [MID, 46],
      [LEFT, 30],
      [MID, 14],
    ],
  ],
  // ᚱ raido: a bow and a leg.
  r: [
    stave,
    [
      [MID, TOP],
      [RIGHT, 18],
      [MID, 30],
      [RIGHT, BOTTOM],
    ],
  ],
  // ᛊ sowilo: the lightning stroke.
  s: [
    [
      [30, 8],
      [10, 24],
      [30, 36],
      [10, 52],
    ],
  ],
  // ᛏ tiwaz: the arrow.
  t: [
    stave,
    [
      [LEFT, 20],
      [MID, TOP],
      [RIGHT, 20],
    ],
  ],
  // ᚢ uruz: a hooked arch.
  u: [
    [
      [10, BOTTOM],
      [10, TOP],
      [30, 20],
      [30, BOTTOM],
    ],
  ],
  // A cup on a stave.
  v: [
    [
      [LEFT, TOP],
      [MID, 26],
      [RIGHT, TOP],
    ],
    [
      [MID, 26],
      [MID, BOTTOM],
    ],
    [
      [14, 40],
      [26, 40],
    ],
  ],
  // ᚹ wunjo: a flag at the top.
  w: [
    stave,
    [
      [MID, TOP],
      [RIGHT, 18],
      [MID, 30],
    ],
  ],
  // The cross pierced by the stave.
  x: [
    stave,
    [
      [LEFT, 16],
      [RIGHT, 44],
    ],
    [
      [RIGHT, 16],
      [LEFT, 44],
    ],
  ],
  // ᛦ yr: branches falling from the middle.
  y: [
    stave,
    [
      [LEFT, 50],
      [MID, 32],
      [RIGHT, 50],
    ],
  ],
  // ᛉ algiz: branches rising from the middle.
  z: [
    stave,
    [
      [LEFT, 10],
      [MID, 28],
      [RIGHT, 10],
    ],
  ],
};

const pathData = (strokes: Stroke[]) => strokes.map((points) => points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join('')).join('');

const svg = (letter: string, strokes: Stroke[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 60" width="40" height="60">` +
  `<title>Rune ${letter}</title>` +
  `<path d="${pathData(strokes)}" fill="none" stroke="${INK}" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="miter"/>` +
  `</svg>\n`;

const publicDir = path.resolve(import.meta.dirname, '../../web/public');
for (const letter of DEMO_RUNE_LETTERS) {
  const strokes = runes[letter];
  if (!strokes) throw new Error(`No rune drawn for "${letter}".`);
  const target = path.join(publicDir, demoRuneImage(letter));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, svg(letter, strokes));
}
console.log(`${DEMO_RUNE_LETTERS.length} runes in ${path.relative(process.cwd(), path.join(publicDir, 'assets/runes'))}/`);
