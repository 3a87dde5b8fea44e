import { Link } from 'react-router';
import styles from './StartCreatingPage.module.css';

const holds = ['Writings', 'Wikis', 'Maps', 'Timelines', 'Languages'];

/** 'Step One': every creation lives in a world, so the first thing to make is a world. */
export function StartCreatingPage() {
  return (
    <section className={styles.page} aria-labelledby="start-title">
      <title>Start Creating · Lorewright</title>
      <div className={styles.card}>
        <h1 id="start-title" className={styles.step}>
          Step One
        </h1>
        <p className={styles.title}>Create a world</p>
        <p className={styles.text}>
          Worlds are the backbone of Lorewright. Everything you make lives inside one: your writings, wikis, maps, timelines and languages all belong to a
          world, and you decide who gets to see it.
        </p>
        <ul className={styles.holds} aria-label="A world holds">
          {holds.map((item) => (
            <li key={item} className={styles.hold}>
              {item}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link to="/create-world" className="button button-primary button-large">
            Create World
          </Link>
        </div>
      </div>
    </section>
  );
}
