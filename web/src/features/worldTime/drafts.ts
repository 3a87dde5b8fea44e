import { WorldDate, WorldPeriod, type DatePoint } from '@lorewright/domain/calendars/worldDate';

// A date as typed: strings, '' for what is left empty, so a half-typed year ('-') is kept while
// typing. Turned into a WorldDate (or a period) only when it is saved; the rules are the
// domain's, so the page says what the server would.
export interface DateDraft {
  year: string;
  month: string;
  day: string;
  // The timeline point the date is taken from: the fields hold its date, read-only, until unlinked.
  point?: DatePoint;
}
export interface PeriodDraft {
  from: DateDraft;
  until: DateDraft;
}

export const EMPTY_DATE: DateDraft = { year: '', month: '', day: '' };
export const EMPTY_PERIOD: PeriodDraft = { from: EMPTY_DATE, until: EMPTY_DATE };

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export const draftOfDate = (date: WorldDate | null | undefined): DateDraft =>
  date ? { year: text(date.year), month: text(date.month), day: text(date.day), ...(date.point && { point: date.point }) } : EMPTY_DATE;

/** The same date no longer taken from its point: it stays as it reads, and may be typed again. */
export const unlinkedDraft = ({ point: _point, ...draft }: DateDraft): DateDraft => draft;

export const draftOfPeriod = (period: WorldPeriod | null | undefined): PeriodDraft => ({
  from: draftOfDate(period?.from),
  until: draftOfDate(period?.until),
});

// No year, no date: a month or day left behind in a cleared end does not make one.
const isEmpty = (draft: DateDraft) => !draft.year.trim();
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));
const firstMessage = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'Please check the date.';

/** The date of a draft: null without a year, or the rule it breaks. */
export const dateOfDraft = (draft: DateDraft): { date: WorldDate | null } | { error: string } => {
  if (isEmpty(draft)) return { date: null };
  const year = numberOf(draft.year);
  const month = numberOf(draft.month);
  const day = numberOf(draft.day);
  const parsed = WorldDate.safeParse({
    year: year ?? Number.NaN,
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day }),
    ...(draft.point && { point: draft.point }),
  });
  return parsed.success ? { date: parsed.data } : { error: firstMessage(parsed.error) };
};

/** The period of a draft: null when both ends are empty, or the rule it breaks. */
export const periodOfDraft = (draft: PeriodDraft): { period: WorldPeriod | null } | { error: string } => {
  const from = dateOfDraft(draft.from);
  if ('error' in from) return from;
  const until = dateOfDraft(draft.until);
  if ('error' in until) return until;
  if (!from.date && !until.date) return { period: null };
  const parsed = WorldPeriod.safeParse({ ...(from.date && { from: from.date }), ...(until.date && { until: until.date }) });
  return parsed.success ? { period: parsed.data } : { error: firstMessage(parsed.error) };
};
