import { Link } from 'react-router';
import styles from './Roadmap.module.css';

type Stage = 'done' | 'current' | 'next';

// The roadmap of product.md §1: Creation, Community, Alpha, Beta (in progress), Languages. It once
// had languages incomplete; they are built now, so the milestone is complete.
const milestones: { name: string; stage: Stage; status: string; summary: string }[] = [
  { name: 'Creation', stage: 'done', status: 'Complete', summary: 'Worlds with writings, wikis, maps and timelines.' },
  { name: 'Community', stage: 'done', status: 'Complete', summary: 'Sharing worlds, following them, the feed and the forum.' },
  { name: 'Alpha', stage: 'done', status: 'Complete', summary: 'The first testing release.' },
  { name: 'Beta', stage: 'current', status: 'In progress', summary: 'One year of all elements free for everyone who registers before the promotion ends.' },
  { name: 'Languages', stage: 'done', status: 'Complete', summary: 'Constructed languages with runes, key mapping and words.' },
];

export function Roadmap() {
  return (
    <section className={styles.section} aria-labelledby="roadmap-title">
      <div className="section-column">
        <h2 id="roadmap-title" className={styles.title}>
          Roadmap
        </h2>
        <ol className={styles.track}>
          {milestones.map((milestone) => (
            <li key={milestone.name} className={styles.milestone} data-stage={milestone.stage}>
              <span className={styles.dot} aria-hidden="true" />
              <h3 className={styles.name}>{milestone.name}</h3>
              <p className={styles.status}>{milestone.status}</p>
              <p className={styles.summary}>{milestone.summary}</p>
            </li>
          ))}
        </ol>
        <div className={styles.soon}>
          <p className={styles.soonTitle}>Coming Soon</p>
          <p className={styles.soonText}>
            More is on its way. Every release is listed on the updates page.{' '}
            <Link to="/updates" className={styles.soonLink}>
              Updates &amp; Fixes →
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
