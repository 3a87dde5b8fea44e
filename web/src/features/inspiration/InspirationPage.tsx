import { useState } from 'react';
import { DiscoverSection } from './DiscoverSection';
import { IdeaBoardsSection } from './IdeaBoardsSection';
import { PromptOfTheDay, PromptsSection } from './PromptsSection';
import styles from './Inspiration.module.css';

/**
 * /inspiration, the first stage of the creative cycle, 'Discover and collect ideas.' (product.md
 * §1.3, §2.21): the prompt of the day, the community's public work, the user's own idea boards, and
 * the bundled prompts.
 */
export function InspirationPage() {
  // The day is read once per visit, so the prompt does not change under the reader at midnight.
  const [today] = useState(() => new Date());
  return (
    <div className={styles.page}>
      <title>Inspiration · Lorewright</title>
      <header className="page-heading">
        <h1 className="app-page-title">Inspiration</h1>
        <p className="page-intro">Discover and collect ideas: the community’s public work, and prompts to start your own.</p>
      </header>
      <PromptOfTheDay today={today} />
      <DiscoverSection />
      <IdeaBoardsSection />
      <PromptsSection />
    </div>
  );
}
