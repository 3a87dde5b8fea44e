import { Link } from 'react-router';
import styles from './CreativeCycle.module.css';

// The product's three-stage cycle (product.md §1.3), each stage linking to its area.
const stages = [
  { name: 'Inspiration', summary: 'Discover and collect ideas.', to: '/inspiration' },
  { name: 'Creation', summary: 'Develop your own story.', to: '/creation' },
  { name: 'Community', summary: 'Share your creations.', to: '/community' },
];

export function CreativeCycle() {
  return (
    <section className={styles.section} aria-labelledby="cycle-title">
      <div className="section-column">
        <h2 id="cycle-title" className={styles.title}>
          The creative cycle
        </h2>
        <p className={styles.lead}>Three stages, from the first idea to a shared world.</p>
        <ol className={styles.stages}>
          {stages.map((stage, index) => (
            <li key={stage.name} className={styles.stage}>
              <Link to={stage.to} className={styles.card}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.name}>{stage.name}</h3>
                <p className={styles.summary}>{stage.summary}</p>
                <span className={styles.more} aria-hidden="true">
                  Open {stage.name} →
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
