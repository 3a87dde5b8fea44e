import { runeAlphabetOf, runeTokens, type RuneAlphabet } from '@lorewright/domain/languages/runeText';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { memo, useMemo, type ReactNode } from 'react';
import { lexiconOf, piecesOf, type Lexicon } from './lexicon';
import { runeUrls, type RuneUrls } from './runeImageUrl';
import { useProgressiveCount } from './useProgressiveCount';
import styles from './RuneText.module.css';

export type RuneLanguage = Pick<LanguageView, 'authorID' | 'keyMap' | 'words'>;

interface RuneTextProps {
  text: string;
  language: RuneLanguage;
  /** Invert Colors: dark runes drawn for paper show light on the dark theme, and the reverse. */
  inverted?: boolean;
  className?: string;
  /** Characters drawn in the first render; the paragraphs after them follow in idle moments. */
  firstPassChars?: number;
}

// About two screens of prose: what a reader sees at once, drawn before the first paint.
export const FIRST_PASS_CHARS = 4_000;
// Each later step draws about this much (a few milliseconds of work), so scrolling stays smooth.
const STEP_CHARS = 3_000;

interface Drawing {
  alphabet: RuneAlphabet;
  lexicon: Lexicon;
  urls: RuneUrls;
}

// One bare <img> per rune (alt = its key, so the text can be selected, copied and read aloud) and
// a plain text node for each run of other characters: the fewest elements that show every rune.
const runesOf = (text: string, { alphabet, urls }: Drawing): ReactNode[] =>
  runeTokens(text, alphabet).map((token, index) => (token.kind === 'text' ? token.text : <img key={index} src={urls(token.rune)} alt={token.key} />));

// One paragraph, tokenised once: memoised on its text, so typing in a long text redraws only the
// paragraph that changed.
const Paragraph = memo(function Paragraph({ text, drawing }: { text: string; drawing: Drawing }) {
  return (
    <p className={styles.paragraph}>
      {piecesOf(text, drawing.lexicon).map((piece, index) =>
        piece.meaning === null ? (
          runesOf(piece.text, drawing)
        ) : (
          <span key={index} className={styles.word} title={piece.meaning} data-meaning={piece.meaning}>
            {runesOf(piece.text, drawing)}
          </span>
        ),
      )}
    </p>
  );
});

/**
 * A text drawn in a language's runes: each key (longest first) becomes its rune picture, other
 * characters stay as they are, and words of the lexicon carry their meaning on hover. A long
 * text draws its first screens at once and the rest paragraph by paragraph in idle moments
 * (a 5,000-word scene is some 30,000 pictures); paragraphs not drawn yet keep their place.
 */
export function RuneText({ text, language, inverted = false, className, firstPassChars = FIRST_PASS_CHARS }: RuneTextProps) {
  const { keyMap, words, authorID } = language;
  const drawing = useMemo<Drawing>(
    () => ({ alphabet: runeAlphabetOf(keyMap), lexicon: lexiconOf(words), urls: runeUrls(authorID) }),
    [keyMap, words, authorID],
  );
  const paragraphs = useMemo(() => text.split('\n'), [text]);
  const drawn = useProgressiveCount(paragraphs, firstPassChars, STEP_CHARS);
  return (
    <div className={[styles.runeText, inverted ? styles.inverted : '', className ?? ''].join(' ').trim()} data-testid="rune-text">
      {paragraphs.map((paragraph, index) =>
        index < drawn ? (
          <Paragraph key={index} text={paragraph} drawing={drawing} />
        ) : (
          <p key={index} className={`${styles.paragraph} ${styles.pending}`} style={{ minHeight: `${pendingHeight(paragraph)}em` }} />
        ),
      )}
    </div>
  );
}

// A paragraph not drawn yet holds about the height it will take (some 40 characters a line).
const pendingHeight = (paragraph: string) => Math.max(1, Math.ceil(paragraph.length / 40)) * 2.2;
