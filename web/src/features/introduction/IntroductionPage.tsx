import { useState } from 'react';
import { Link, matchPath } from 'react-router';
import { pathnameBefore } from '../../lib/navigationHistory';
import { Typewriter } from './Typewriter';
import styles from './IntroductionPage.module.css';

// product.md §9.2: the three parts start typing 1000, 3000 and 5000 ms after the page opens.
export const INTRO_DELAYS_MS = [1000, 3000, 5000] as const;

export const INTRO_LINES = [
  'Welcome to Lorewright.',
  'Every story needs a world: its places, its people, its history and its languages. This is where you build yours.',
  'Look around the demo world to see what a world can hold, or start creating your own.',
] as const;

const prefersReducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The first-login welcome: typewriter text, then Demo World and Start Creating. */
export function IntroductionPage() {
  // product.md §4.1: no animation when the user has just come from a world page.
  const [instant] = useState(() => {
    const before = pathnameBefore('/introduction');
    return (before !== null && matchPath('/world/:id', before) !== null) || prefersReducedMotion();
  });
  const [finished, setFinished] = useState(instant);

  return (
    <section className={styles.page} aria-labelledby="introduction-title">
      <title>Welcome · Lorewright</title>
      <div className={styles.inner}>
        <span className={styles.mark} aria-hidden="true" />
        <Typewriter as="h1" className={styles.title} text={INTRO_LINES[0]} delayMs={INTRO_DELAYS_MS[0]} instant={instant} />
        <Typewriter className={styles.line} text={INTRO_LINES[1]} delayMs={INTRO_DELAYS_MS[1]} instant={instant} />
        <Typewriter className={styles.line} text={INTRO_LINES[2]} delayMs={INTRO_DELAYS_MS[2]} instant={instant} onDone={() => setFinished(true)} />
        <div className={styles.actions} data-shown={finished}>
          <Link to="/world/example" className="button button-secondary button-large">
            Demo World
          </Link>
          <Link to="/start-creating" className="button button-primary button-large">
            Start Creating
          </Link>
        </div>
      </div>
    </section>
  );
}
