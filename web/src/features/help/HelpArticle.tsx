import type { ReactNode } from 'react';
import styles from './Help.module.css';

/** The frame of one help page: title, optional last-updated line, intro and body. */
export function HelpArticle({ title, updated, intro, children }: { title: string; updated?: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className={styles.article} aria-labelledby="help-article-title">
      <title>{`${title} · Lorewright`}</title>
      <h1 id="help-article-title" className={styles.articleTitle}>
        {title}
      </h1>
      {updated && <p className={styles.updated}>Last updated {updated}</p>}
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </article>
  );
}
