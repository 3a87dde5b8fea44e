import type { ReactNode } from 'react';
import { RuneText } from './RuneText';
import type { RuneChoice } from './useWorldRuneLanguage';

/**
 * A page's text as it is (children), or, while a language is chosen and loaded, that text drawn
 * in the language's runes, read-only. `text` is only worked out when runes are shown.
 */
export function InRunes({ runes, text, children }: { runes: RuneChoice; text: () => string; children: ReactNode }) {
  if (!runes.language) return children;
  return <RuneText text={text()} language={runes.language} inverted={runes.inverted} />;
}
