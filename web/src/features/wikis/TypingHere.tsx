import type { TypingPerson } from './useSectionRoom';
import styles from './WikiPage.module.css';

/** Who else is in a section's room, by name; the dot beside each name is their colour there. */
export function TypingHere({ people }: { people: readonly TypingPerson[] }) {
  if (people.length === 0) return null;
  return (
    <p className={styles.typingHere}>
      Also typing here:{' '}
      {people.map((person, at) => (
        <span key={person.name} className={styles.typist}>
          <span className={styles.typistDot} style={{ background: person.color }} aria-hidden="true" />
          {person.name}
          {at < people.length - 1 && ', '}
        </span>
      ))}
    </p>
  );
}
