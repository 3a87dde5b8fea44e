import { z } from 'zod';
import { relationMessages as m } from './relationMessages';

// When a relation held: each end a year, or a year and month, or a full date; either end may be
// open. Years are whole numbers of the world's own reckoning, so negative ones are allowed.
export const RELATION_YEAR_LIMIT = 1_000_000;

export const RelationDate = z
  .object(
    {
      year: z.number({ error: m.yearInvalid }).int(m.yearInvalid).min(-RELATION_YEAR_LIMIT, m.yearInvalid).max(RELATION_YEAR_LIMIT, m.yearInvalid),
      month: z.number({ error: m.monthInvalid }).int(m.monthInvalid).min(1, m.monthInvalid).max(12, m.monthInvalid).optional(),
      day: z.number({ error: m.dayInvalid }).int(m.dayInvalid).min(1, m.dayInvalid).max(31, m.dayInvalid).optional(),
    },
    { error: m.periodInvalid },
  )
  .refine((date) => date.day === undefined || date.month !== undefined, { message: m.dayWithoutMonth });
export type RelationDate = z.infer<typeof RelationDate>;

// Compared as (year, month, day) with a missing part first, so "1200" is not after "1200-03".
const order = (date: RelationDate) => [date.year, date.month ?? 0, date.day ?? 0];
export const isAfter = (a: RelationDate, b: RelationDate) => {
  const [x, y] = [order(a), order(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

export const RelationPeriod = z
  .object({ from: RelationDate.optional(), until: RelationDate.optional() }, { error: m.periodInvalid })
  .refine((period) => !period.from || !period.until || !isAfter(period.from, period.until), { message: m.periodBackwards });
export type RelationPeriod = z.infer<typeof RelationPeriod>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const dateText = (date: RelationDate) =>
  [date.day, date.month === undefined ? undefined : MONTHS[date.month - 1], date.year].filter((part) => part !== undefined).join(' ');

/** "1200 – 1245", "from 3 Mar 1200", "until 1245", or '' for no period. */
export const periodText = (period: RelationPeriod | null | undefined): string => {
  if (!period || (!period.from && !period.until)) return '';
  if (period.from && period.until) return `${dateText(period.from)} – ${dateText(period.until)}`;
  return period.from ? `from ${dateText(period.from)}` : `until ${dateText(period.until!)}`;
};
