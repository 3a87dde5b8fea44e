import { Link } from 'react-router';
import styles from './LandingHero.module.css';

const elements = ['Writings', 'Wikis', 'Maps', 'Timelines', 'Languages'];

export function LandingHero() {
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>Worldbuilding and creative writing</p>
        <h1 id="landing-title" className={styles.title}>
          Lorewright
        </h1>
        <p className={styles.pitch}>
          Build fictional worlds that hold writings, wikis, maps, timelines and constructed languages. Keep them private or share them with members, publish
          them to readers, and meet other authors and game masters in the community.
        </p>
        <div className={styles.actions}>
          <Link to="/register" className="button button-primary button-large">
            Create an account
          </Link>
          <Link to="/world/example" className="button button-secondary button-large">
            Explore the demo world
          </Link>
        </div>
        <ul className={styles.elements} aria-label="What a world holds">
          {elements.map((element) => (
            <li key={element} className={styles.element}>
              {element}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
