import { register } from 'node:module';
import type { KeyMap, LanguageWord } from '@lorewright/domain/languages/languageView';
import type { ComponentType } from 'react';

// A scene shown in a language's runes stays fast at 5,000 words. RuneText (web/src/
// features/languages/runes) renders a 60-paragraph, 5,000-word scene with 26 one-letter keys, a
// few two-letter ones and a 200-word lexicon, through react-dom/server: the React work one render
// does in the browser, without layout (which content-visibility skips off screen). The baseline
// is the same paragraphs as plain <p> text. Target: median < 40 ms.
export const RUNE_TEXT_TARGET_MS = 40;
const RUNS = Number(process.env.BENCH_RUNE_RUNS ?? 30);
const WORDS = 5_000;
const PARAGRAPHS = 60;

// Node cannot import the component's CSS module; the bench stands in a class name per rule.
const cssStub = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', shortCircuit: true, source: 'export default new Proxy({}, { get: (_, name) => String(name) });' };
  return next(url, context);
}`;

const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const PAIRS = ['th', 'sh', 'ch', 'ng', 'ae'];

const keyMap: KeyMap = Object.fromEntries([...LETTERS, ...PAIRS].map((key, order) => [key, { _id: `k${order}`, order, rune: `${key}.png`, revision: 0 }]));

// A scene of seeded words, 3–9 letters, some capitalised, with commas and full stops.
const scene = () => {
  const next = random(16);
  const word = () => Array.from({ length: 3 + Math.floor(next() * 7) }, () => LETTERS[Math.floor(next() * 26)]).join('');
  const lexicon = Array.from({ length: 200 }, word);
  const words = Array.from({ length: WORDS }, (_, n) => {
    const text = next() < 0.15 ? lexicon[Math.floor(next() * lexicon.length)] : word();
    const capital = n % 12 === 0 ? text[0].toUpperCase() + text.slice(1) : text;
    return n % 12 === 11 ? `${capital}.` : n % 5 === 4 ? `${capital},` : capital;
  });
  const perParagraph = Math.ceil(WORDS / PARAGRAPHS);
  const paragraphs = Array.from({ length: PARAGRAPHS }, (_, p) => words.slice(p * perParagraph, (p + 1) * perParagraph).join(' '));
  const lexiconWords: LanguageWord[] = lexicon.map((text, n) => ({ _id: `w${n}`, word: text, meaning: `meaning ${n}`, type: 'noun', revision: 0 }));
  return { text: paragraphs.join('\n'), paragraphs, lexiconWords };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const median = (render: () => string) => {
  const samples: number[] = [];
  // The first runs warm the JIT up and are not counted.
  for (let run = -3; run < RUNS; run++) {
    const started = performance.now();
    render();
    if (run >= 0) samples.push(performance.now() - started);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    50,
  );
};

// Loaded by address: ops has no JSX setting, so the type checker cannot follow an import of a
// .tsx file (TS6305); the props the bench passes are spelt out instead.
const RUNE_TEXT_MODULE = new URL('../../web/src/features/languages/runes/RuneText.tsx', import.meta.url).href;
type RuneTextProps = { text: string; language: { authorID: string; keyMap: KeyMap; words: LanguageWord[] }; firstPassChars?: number };

// React's production build, as the browser runs it: React picks its build when first loaded, so
// NODE_ENV is 'production' only while these load (the other benches' servers keep theirs). Run
// from the repository root, tsx compiles the component's JSX to React.createElement.
async function loadProduction() {
  register(`data:text/javascript,${encodeURIComponent(cssStub)}`);
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const react = await import('react');
    Object.assign(globalThis, { React: react });
    const { renderToString } = await import('react-dom/server');
    const { RuneText } = (await import(RUNE_TEXT_MODULE)) as { RuneText: ComponentType<RuneTextProps> };
    return { createElement: react.createElement, Fragment: react.Fragment, renderToString, RuneText };
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}

export async function runeTextBench(): Promise<{ medianMs: number; wholeMs: number; baselineMs: number; ratio: number; runes: number }> {
  const { createElement, Fragment, renderToString, RuneText } = await loadProduction();
  const { text, paragraphs, lexiconWords } = scene();
  const language = { authorID: 'bench', keyMap, words: lexiconWords };
  // A fresh language each run, as when the scene is first shown: no memo carries over. The first
  // render draws the first screens; `whole` draws every paragraph at once, the work the idle
  // steps that follow share out.
  const render = (firstPassChars?: number) => () => renderToString(createElement(RuneText, { text, language: { ...language }, firstPassChars }));
  const runeCount = (render(Infinity)().match(/<img/g) ?? []).length;
  const baselineMs = median(() =>
    renderToString(createElement(Fragment, null, ...paragraphs.map((paragraph, n) => createElement('p', { key: n }, paragraph)))),
  );
  const medianMs = median(render());
  const wholeMs = median(render(Infinity));
  const ratio = medianMs / baselineMs;
  console.log(
    `rune text, ${WORDS.toLocaleString('en-US')} words in ${PARAGRAPHS} paragraphs (${runeCount.toLocaleString('en-US')} runes, ${lexiconWords.length}-word lexicon), ${RUNS} runs: first render median ${medianMs.toFixed(1)} ms (${ratio.toFixed(1)}× plain <p> text, ${baselineMs.toFixed(2)} ms); every paragraph at once ${wholeMs.toFixed(1)} ms (${(wholeMs / baselineMs).toFixed(1)}×) (target < ${RUNE_TEXT_TARGET_MS} ms: ${medianMs < RUNE_TEXT_TARGET_MS ? 'yes' : 'NO'})`,
  );
  return { medianMs, wholeMs, baselineMs, ratio, runes: runeCount };
}
