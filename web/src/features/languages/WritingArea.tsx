import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { useDeferredValue, useId, useState } from 'react';
import { RuneText } from './runes/RuneText';
import styles from './LanguagePage.module.css';

/** The writing area (product.md §2): what is typed shows in the language's runes, longest key first. */
export function WritingArea({ language }: { language: LanguageView }) {
  const [text, setText] = useState('');
  // Runes are drawn dark, for paper: inverted by default, they show light in a box that follows
  // the dark theme, as "Show in runes" shows them elsewhere (useWorldRuneLanguage).
  const [inverted, setInverted] = useState(true);
  // Typing stays instant in a long text: the runes follow when the browser has time.
  const shown = useDeferredValue(text);
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.heading}>
          Writing
        </h2>
        <label className={styles.check}>
          <input type="checkbox" checked={inverted} onChange={(event) => setInverted(event.target.checked)} />
          Invert Colors
        </label>
      </div>
      <textarea
        className={`text-input ${styles.writing}`}
        aria-label={`Text in ${language.title}`}
        placeholder="Type here to see your text in runes."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <RuneText className={`${styles.runes} ${inverted ? styles.runesInverted : ''}`} text={shown} language={language} inverted={inverted} />
    </section>
  );
}
