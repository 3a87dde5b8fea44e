import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './DataSafety.module.css';

interface Point {
  title: string;
  text: ReactNode;
  icon: ReactNode;
}

const points: Point[] = [
  {
    title: 'Every change is kept',
    text: 'Each change to your worlds is recorded as an event in an append-only log. What you see is built from that log and can be rebuilt from it.',
    icon: <path d="M5 7h14M5 12h14M5 17h9" />,
  },
  {
    title: 'Passwords are hashed',
    text: (
      <>
        Passwords are hashed with argon2id and never stored in plain text.{' '}
        <Link to="/help/storing-passwords">How passwords are stored</Link>
      </>
    ),
    icon: (
      <>
        <rect x="5" y="11" width="14" height="9" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </>
    ),
  },
  {
    title: 'No card details here',
    text: 'Payments are handled by an external card payment provider. Lorewright never sees your card details.',
    icon: (
      <>
        <rect x="3" y="6" width="18" height="12" rx="2" />
        <path d="M3 10h18M7 15h4" />
      </>
    ),
  },
  {
    title: 'Kept after cancelling',
    text: 'Your worlds and everything in them are kept when you cancel a subscription.',
    icon: <path d="M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z" />,
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
            You decide whether each world and element is private or public.{' '}
            <Link to="/help/privacy-policy">Read the privacy policy</Link>
          </p>
        </div>
        <ul className={styles.grid}>
          {points.map((point) => (
            <li key={point.title} className={styles.card}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                {point.icon}
              </svg>
              <h3 className={styles.name}>{point.title}</h3>
              <p className={styles.text}>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
