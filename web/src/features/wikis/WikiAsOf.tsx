import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { whenText, worldDateText, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { useEffect, useRef, type Ref } from 'react';
import { Icon } from '../../components/icons/Icon';
import { AsOfPicker } from '../worldTime/api';
import styles from './WikiPage.module.css';

export const asOfMessages = {
  viewing: (title: string, date: string) => `Viewing ${title} as of ${date}.`,
  // `when`: 'in 850 AD', 'on 3 March 850 AD'.
  absent: (title: string, when: string) => `${when[0].toUpperCase()}${when.slice(1)}, ${title} does not exist.`,
};

export interface WikiAsOfProps {
  /** The strip's id, for the bar's button that opens it. */
  id: string;
  calendar: Calendar;
  asOf: WorldDate | undefined;
  onAsOf: (date: WorldDate | undefined) => void;
  title: string;
  /** Whether the wiki's lifespan holds on the date (the answer's `existsAsOf`). */
  exists: boolean;
  /** Opened by the bar's button now (then its first field takes the focus). */
  opened: boolean;
  /** The date was chosen on the page: the banner that names it takes the focus (and is read out). */
  dateChosen: boolean;
}

/**
 * The page's date: its picker, shown while a date is viewed or once asked for, and the banner
 * that says the page reads the wiki as it was (read-only), and when it did not exist then.
 */
export function WikiAsOf({ id, calendar, asOf, onAsOf, title, exists, opened, dateChosen }: WikiAsOfProps) {
  const strip = useRef<HTMLDivElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (opened) strip.current?.querySelector('input')?.focus();
  }, [opened]);
  useEffect(() => {
    if (dateChosen) banner.current?.focus();
  }, [dateChosen]);
  if (!asOf && !opened) return null;
  return (
    <>
      <div id={id} ref={strip} className={styles.asOf}>
        <AsOfPicker calendar={calendar} asOf={asOf} onChange={onAsOf} subject="this wiki" />
      </div>
      {asOf && <AsOfBanner ref={banner} title={title} date={worldDateText(calendar, asOf)} when={whenText(calendar, asOf)} exists={exists} />}
    </>
  );
}

// Information, worded: never told by colour alone.
function AsOfBanner({ ref, title, date, when, exists }: { ref: Ref<HTMLDivElement>; title: string; date: string; when: string; exists: boolean }) {
  return (
    <div ref={ref} className={styles.asOfBanner} role="status" tabIndex={-1}>
      <Icon name="info" size={18} />
      <div>
        <p>{asOfMessages.viewing(title, date)}</p>
        {!exists && <p className={styles.asOfAbsent}>{asOfMessages.absent(title, when)}</p>}
      </div>
    </div>
  );
}
