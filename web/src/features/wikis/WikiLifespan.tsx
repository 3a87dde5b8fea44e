import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { WikiCategory } from '@lorewright/domain/wikis/wikiView';
import { DatesButton, DatesPanel, useDatesToggle } from './DatesPanel';
import { LIFESPAN_WORDS, lifespanText } from './wikiDates';
import styles from './WikiPage.module.css';

export interface WikiLifespanProps {
  category: WikiCategory;
  lifespan: WorldPeriod | null;
  calendar: Calendar;
  isAuthor: boolean;
  onChange: (lifespan: WorldPeriod | null) => void;
}

/**
 * The wiki's own life under its title, worded by its category ('Born 1180 AD · Died 1245 AD',
 * 'Founded 902 AD'); its author sets it in the panel its button opens.
 */
export function WikiLifespan({ category, lifespan, calendar, isAuthor, onChange }: WikiLifespanProps) {
  const dates = useDatesToggle();
  const words = LIFESPAN_WORDS[category];
  const text = lifespanText(calendar, category, lifespan);
  if (!isAuthor) return text ? <p className={styles.lifespan}>{text}</p> : null;
  return (
    <div className={styles.lifespanEditor}>
      <div className={styles.lifespanLine}>
        {text && <p className={styles.lifespan}>{text}</p>}
        <DatesButton toggle={dates} className="small-tool">
          {words.name}
        </DatesButton>
      </div>
      {dates.open && (
        <DatesPanel
          toggle={dates}
          legend={words.name}
          fromLegend={words.from}
          untilLegend={words.until}
          calendar={calendar}
          period={lifespan}
          onChange={onChange}
        />
      )}
    </div>
  );
}
