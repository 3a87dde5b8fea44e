import type { ElementEditor } from '@lorewright/domain/notifications/elementWatch';
import { initialOf, personColour } from './personColour';
import styles from './PresenceList.module.css';

/**
 * 'Also here: Bea Member, Cid': the other editors who have this element open, each with their
 * initial in a coloured circle and their name in words. Nothing while the page is yours alone.
 */
export function PresenceList({ people }: { people: ElementEditor[] }) {
  if (people.length === 0) return null;
  return (
    <div className={styles.presence}>
      <span className={styles.lead}>Also here:</span>
      <ul className={styles.list} aria-label="People here">
        {people.map((person, index) => (
          <li key={person._id} className={styles.person}>
            <span className={styles.initial} style={{ backgroundColor: personColour(person._id) }} aria-hidden="true">
              {initialOf(person.name)}
            </span>
            <span className={styles.name}>
              {person.name}
              {index < people.length - 1 && ','}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
