import { Link } from 'react-router';
import styles from './Help.module.css';
import { helpTopics } from './helpTopics';

/** /help: the help home, shown alone (product.md §2). */
export function HelpHomePage() {
  return (
    <div className={styles.page}>
      <title>Help · Lorewright</title>
      <header className={styles.homeHeader}>
        <p className="eyebrow">Help</p>
        <h1 className={styles.homeTitle}>How can we help?</h1>
        <p className={styles.homeLead}>Answers to common questions, and the policies that apply to everyone who uses Lorewright.</p>
      </header>
      <ul className={styles.topics}>
        {helpTopics.map((topic) => (
          <li key={topic.path}>
            <Link to={`/help/${topic.path}`} className={styles.topic}>
              <h2 className={styles.topicTitle}>{topic.title}</h2>
              <p className={styles.topicSummary}>{topic.summary}</p>
              <span className={styles.topicMore} aria-hidden="true">
                Read →
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.contact}>
        <p className={styles.contactText}>
          <strong>Still stuck?</strong> Report a problem or ask a question, and we'll get back to you by e-mail.
        </p>
        <Link to="/support" className="button button-secondary">
          Contact support
        </Link>
      </div>
    </div>
  );
}
