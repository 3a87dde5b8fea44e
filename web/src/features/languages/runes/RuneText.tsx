import { runeAlphabetOf, runeTokens, type RuneAlphabet } from '@lorewright/domain/languages/runeText';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { memo, useMemo } from 'react';
import { lexiconOf, piecesOf, type Lexicon } from './lexicon';
import { runeImageUrl } from './runeImageUrl';
import styles from './RuneText.module.css';

type RuneLanguage = Pick<LanguageView, 'authorID' | 'keyMap' | 'words'>;

interface RuneTextProps {
  text: string;
  language: RuneLanguage;
  /** Invert Colors: dark runes drawn for paper show light on the dark theme, and the reverse. */
  inverted?: boolean;
  className?: string;
}

const Runes = ({ text, alphabet, authorID }: { text: string; alphabet: RuneAlphabet; authorID: string }) =>
  runeTokens(text, alphabet).map((token, index) =>
    token.kind === 'text' ? (
      <span key={index}>{token.text}</span>
    ) : (
      <img key={index} className={styles.rune} src={runeImageUrl(authorID, token.rune)} alt={token.key} title={token.key} draggable={false} />
    ),
  );

// One paragraph: memoised on its text, so typing in a long text re-renders only what changed.
const Paragraph = memo(function Paragraph({ text, alphabet, lexicon, authorID }: { text: string; alphabet: RuneAlphabet; lexicon: Lexicon; authorID: string }) {
  return (
    <p className={styles.paragraph}>
      {piecesOf(text, lexicon).map((piece, index) =>
        piece.meaning === null ? (
          <Runes key={index} text={piece.text} alphabet={alphabet} authorID={authorID} />
        ) : (
          <span key={index} className={styles.word} title={piece.meaning} data-meaning={piece.meaning}>
            <Runes text={piece.text} alphabet={alphabet} authorID={authorID} />
          </span>
        ),
      )}
    </p>
  );
});

/**
 * A text drawn in a language's runes: each key (longest first) becomes its rune picture, other
 * characters stay as they are, and words of the lexicon carry their meaning on hover. The alt
 * text of each rune is its key, so the text can still be selected, copied and read aloud.
 */
export function RuneText({ text, language, inverted = false, className }: RuneTextProps) {
  const alphabet = useMemo(() => runeAlphabetOf(language.keyMap), [language.keyMap]);
  const lexicon = useMemo(() => lexiconOf(language.words), [language.words]);
  const paragraphs = useMemo(() => text.split('\n'), [text]);
  return (
    <div className={[styles.runeText, inverted ? styles.inverted : '', className ?? ''].join(' ').trim()} data-testid="rune-text">
      {paragraphs.map((paragraph, index) => (
        <Paragraph key={index} text={paragraph} alphabet={alphabet} lexicon={lexicon} authorID={language.authorID} />
      ))}
    </div>
  );
}
