import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icons/Icon';
import styles from './DataSafety.module.css';

interface Point {
  title: string;
  text: ReactNode;
  icon: IconName;
}

const points: Point[] = [
  {
    title: 'Every change is kept',
    text: 'Each change to your worlds is recorded as an event in an append-only log. What you see is built from that log and can be rebuilt from it.',
    icon: 'eventLog',
  },
  {
    title: 'Passwords are hashed',
    text: (
      <>
        Passwords are hashed with argon2id and never stored in plain text. <Link to="/help/storing-passwords">How passwords are stored</Link>
      </>
    ),
    icon: 'lock',
  },
  {
    title: 'No card details here',
    text: 'Payments are handled by an external card payment provider. Lorewright never sees your card details.',
    icon: 'card',
  },
  {
    title: 'Kept after cancelling',
    text: 'Your worlds and everything in them are kept when you cancel a subscription.',
    icon: 'shield',
  },
];

export function DataSafety() {
  return (
    <section className={styles.section} aria-labelledby="safety-title">
      <div className="section-column">
        <div className={styles.intro}>
          <h2 id="safety-title" className="section-title">
            Your data is safe
          </h2>
          <p className="section-lead">
            You decide whether each world and element is private or public. <Link to="/help/privacy-policy">Read the privacy policy</Link>
          </p>
        </div>
        <ul className={styles.grid}>
          {points.map((point) => (
            <li key={point.title} className={styles.card}>
              <Icon name={point.icon} className={styles.icon} />
              <h3 className={styles.name}>{point.title}</h3>
              <p className={styles.text}>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
