import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { asOfText, whenText, worldDateText, worldPeriodText } from '@lorewright/domain/calendars/worldDate';
import { Link } from 'react-router';
import { Icon } from '../../components/icons/Icon';
import { elementKinds } from '../../lib/elementKinds';
import type { WorldAsOf } from './worldAsOf';
import styles from './WorldPage.module.css';

/** 'The world in {year}' (or 'on {day}'): each wiki that exists then with its dated fields' values on that day. */
export function WorldAsOfFacts({ asOf, calendar }: { asOf: WorldAsOf; calendar: Calendar }) {
  const date = worldDateText(calendar, asOf.date);
  const query = `?asOf=${encodeURIComponent(asOfText(asOf.date))}`;
  return (
    <section className={styles.section} aria-labelledby="world-as-of">
      <h2 id="world-as-of" className={styles.sectionTitle}>
        <Icon name="timelines" size={20} className={styles.sectionIcon} />
        The world {whenText(calendar, asOf.date)}
      </h2>
      {asOf.facts.length === 0 ? (
        <p className={styles.empty}>No dated fact holds on {date}.</p>
      ) : (
        <ul className={styles.facts}>
          {asOf.facts.map((wiki) => (
            <li key={wiki.wikiID} className={styles.fact}>
              <Link to={`${elementKinds.wikis.path(wiki.wikiID)}${query}`} className={styles.factTitle}>
                {wiki.title}
              </Link>
              <dl className={styles.factFields}>
                {wiki.fields.map((field, i) => (
                  <div key={`${field.field}-${i}`} className={styles.factField}>
                    <dt>{field.field}</dt>
                    <dd>
                      {field.value}
                      {field.period && <span className={styles.factPeriod}> ({worldPeriodText(calendar, field.period)})</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
