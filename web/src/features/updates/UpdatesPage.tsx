import { releases } from './releases';
import styles from './UpdatesPage.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function UpdatesPage() {
  return (
    <div className={styles.page}>
      <title>Updates &amp; Fixes · Lorewright</title>
      <header className={styles.header}>
        <h1 className="page-title">Updates &amp; Fixes</h1>
        <p className="page-lead">What changed in each release of Lorewright, newest first.</p>
      </header>
      <ol className={styles.releases}>
        {releases.map((release) => (
          <li key={release.version} className={styles.release}>
            <article className={styles.releaseCard} aria-labelledby={`release-${release.version}`}>
              <div className={styles.meta}>
                <span className={styles.version}>v{release.version}</span>
                <time dateTime={release.date} className={styles.date}>
                  {dateFormat.format(new Date(`${release.date}T00:00:00Z`))}
                </time>
              </div>
              <h2 id={`release-${release.version}`} className={styles.releaseTitle}>
                {release.title}
              </h2>
              <ul className={styles.changes}>
                {release.changes.map((change) => (
                  <li key={change.text} className={styles.change}>
                    <span className={styles.kind} data-kind={change.kind}>
                      {change.kind}
                    </span>
                    <span>{change.text}</span>
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
