import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { isOpenPeriod, worldDateText, worldPeriodText, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { WikiCategory, WikiHeaderField } from '@lorewright/domain/wikis/wikiView';

// The words of a wiki's dates: its lifespan read by its category (a character is born, a place
// founded), and a dated part's period as it stands alone under a title or beside a value.

export interface LifespanWords {
  /** What the lifespan is called (the editor's legend and its button). */
  name: string;
  from: string;
  until: string;
}

export const LIFESPAN_WORDS: Readonly<Record<WikiCategory, LifespanWords>> = {
  characters: { name: 'Lifespan', from: 'Born', until: 'Died' },
  places: { name: 'Founding and fall', from: 'Founded', until: 'Fell' },
  magic: { name: 'Dates', from: 'From', until: 'Until' },
  events: { name: 'Dates', from: 'From', until: 'Until' },
};

/** 'Born 1180 AD · Died 1245 AD', 'Founded 3 March 902 AD', or '' for no lifespan. */
export function lifespanText(calendar: Calendar, category: WikiCategory, lifespan: WorldPeriod | null | undefined): string {
  if (!lifespan || isOpenPeriod(lifespan)) return '';
  const words = LIFESPAN_WORDS[category];
  return [
    lifespan.from && `${words.from} ${worldDateText(calendar, lifespan.from)}`,
    lifespan.until && `${words.until} ${worldDateText(calendar, lifespan.until)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A part's period on a line of its own: 'From 1200 AD', '1100 AD – 1149 AD'; '' for none. */
export function periodLine(calendar: Calendar, period: WorldPeriod | null | undefined): string {
  const text = worldPeriodText(calendar, period);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Header fields as a reader's list shows them: a run of fields of the same name (a ruler in each
 * of three reigns) is one name with its values, each beside its dates.
 */
export function fieldGroups(fields: readonly WikiHeaderField[]): WikiHeaderField[][] {
  const groups: WikiHeaderField[][] = [];
  for (const pair of fields) {
    const last = groups.at(-1);
    if (last && sameName(last[0].field, pair.field)) last.push(pair);
    else groups.push([pair]);
  }
  return groups;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
