import { useEffect, useState, type ElementType } from 'react';
import styles from './IntroductionPage.module.css';

// product.md §9.2: each character follows the previous one after 15 to 20 ms.
export const STAGGER_MIN_MS = 15;
export const STAGGER_MAX_MS = 20;

export const nextStagger = (random: () => number = Math.random) => STAGGER_MIN_MS + random() * (STAGGER_MAX_MS - STAGGER_MIN_MS);

export interface TypewriterProps {
  text: string;
  /** When typing starts, after the page opens. */
  delayMs: number;
  /** Show the whole text at once. */
  instant: boolean;
  as?: ElementType;
  className?: string;
  onDone?: () => void;
}

/**
 * Types `text` character by character. The untyped rest is laid out invisibly, so the page
 * does not move while it types; screen readers get the whole text at once.
 */
export function Typewriter({ text, delayMs, instant, as: Tag = 'p', className, onDone }: TypewriterProps) {
  const [typed, setTyped] = useState(instant ? text.length : 0);

  useEffect(() => {
    if (instant) {
      setTyped(text.length);
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    let count = 0;
    const tick = () => {
      count += 1;
      setTyped(count);
      if (count < text.length) timer = setTimeout(tick, nextStagger());
    };
    timer = setTimeout(tick, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, instant]);

  const done = typed >= text.length;
  useEffect(() => {
    if (done) onDone?.();
    // Reports completion once per text; a new onDone identity is not a new completion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  return (
    <Tag className={className}>
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">
        {text.slice(0, typed)}
        {typed > 0 && !done && <span className={styles.cursor} />}
        <span className={styles.untyped}>{text.slice(typed)}</span>
      </span>
    </Tag>
  );
}
