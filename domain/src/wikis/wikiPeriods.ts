import { isOpenPeriod, periodHolds, sameWorldPeriod, type WorldDate, type WorldPeriod } from '../calendars/worldDate';
import type { WikiView } from './wikiView';

// Dated facts of a wiki: when a header field's value or a section held, and the wiki's own life.

/** A period as it is stored: none for null, {} or a period without ends. */
export const storedPeriod = (period: WorldPeriod | null | undefined): WorldPeriod | undefined =>
  !period || isOpenPeriod(period) ? undefined : { ...(period.from && { from: period.from }), ...(period.until && { until: period.until }) };

/** Whether two periods say the same (no period and {} are the same). */
export const samePeriod = (a: WorldPeriod | null | undefined, b: WorldPeriod | null | undefined): boolean => sameWorldPeriod(storedPeriod(a), storedPeriod(b));

/** `{ period }` for a part that has one, `{}` otherwise: a part never dated stores as before dated facts. */
export const periodOf = (period: WorldPeriod | null | undefined): { period?: WorldPeriod } => {
  const stored = storedPeriod(period);
  return stored ? { period: stored } : {};
};

export interface WikiAsOfView extends WikiView {
  asOf: WorldDate;
  // Whether the wiki's own life holds then (always, for a wiki without one).
  existsAsOf: boolean;
}

// The wiki as it stood at a date of its world: the header fields and sections whose period does
// not hold then are left out. Applied after the viewer's cut (wikiForViewer), never instead of it.
export const wikiAsOf = (wiki: WikiView, asOf: WorldDate): WikiAsOfView => ({
  ...wiki,
  headerFields: wiki.headerFields.filter((field) => periodHolds(field.period, asOf)),
  sections: wiki.sections.filter((section) => periodHolds(section.period, asOf)),
  asOf,
  existsAsOf: periodHolds(wiki.lifespan, asOf),
});
