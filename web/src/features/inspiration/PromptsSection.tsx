import { PROMPT_CATEGORIES, promptCategoryLabels, promptOfTheDay, promptsIn, type Prompt, type PromptCategory } from '@lorewright/domain/inspiration/prompts';
import { useMemo, useState } from 'react';
import { AnswerButtons } from './AnswerButtons';
import styles from './Inspiration.module.css';

/** The prompt of the day: the same for everyone on the same (UTC) date. */
export function PromptOfTheDay({ today }: { today: Date }) {
  const prompt = useMemo(() => promptOfTheDay(today), [today]);
  return (
    <section className={styles.daily} aria-labelledby="prompt-of-the-day">
      <p className="eyebrow">
        Prompt of the day · <span>{promptCategoryLabels[prompt.category]}</span>
      </p>
      <h2 id="prompt-of-the-day" className={styles.dailyTitle}>
        {prompt.title}
      </h2>
      <p className={styles.dailyText}>{prompt.text}</p>
      <AnswerButtons prompt={prompt} />
    </section>
  );
}

/** Every bundled prompt, one category at a time. */
export function PromptsSection() {
  const [category, setCategory] = useState<PromptCategory>('characters');
  return (
    <section className={styles.section} aria-labelledby="prompts-title">
      <h2 id="prompts-title" className={styles.sectionTitle}>
        Prompts
      </h2>
      <div className={styles.chips} role="group" aria-label="Prompt category">
        {PROMPT_CATEGORIES.map((each) => (
          <button key={each} type="button" className={styles.chip} aria-pressed={each === category} onClick={() => setCategory(each)}>
            {promptCategoryLabels[each]}
          </button>
        ))}
      </div>
      <ul className={styles.prompts} aria-label={`${promptCategoryLabels[category]} prompts`}>
        {promptsIn(category).map((prompt) => (
          <PromptCard key={prompt.id} prompt={prompt} />
        ))}
      </ul>
    </section>
  );
}

function PromptCard({ prompt }: { prompt: Prompt }) {
  return (
    <li className={styles.promptCard}>
      <h3 className={styles.cardTitle}>{prompt.title}</h3>
      <p className={styles.promptText}>{prompt.text}</p>
      <AnswerButtons prompt={prompt} />
    </li>
  );
}
