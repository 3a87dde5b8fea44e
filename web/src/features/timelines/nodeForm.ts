import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { nodeDateProblem } from '@lorewright/domain/timelines/nodeDate';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { NodeDate } from '@lorewright/domain/timelines/timelineView';
import type { DraftNode } from './timelineDraft';

// The edit card's fields as typed, and what Done makes of them (product.md §8): title and year are
// required ('Please enter all fields.'); a month that matches none of the calendar's drops the
// edit silently; any other date the calendar does not have is refused with the reason.

export interface NodeForm {
  title: string;
  subtitle: string;
  type: 'point' | 'range';
  year: string;
  month: string;
  day: string;
  endYear: string;
  endMonth: string;
  endDay: string;
  // Only the author edits a point, and only they ever receive a secret one.
  secret: boolean;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const formOf = (node: DraftNode): NodeForm => ({
  title: node.title,
  subtitle: node.subtitle,
  type: node.type,
  year: text(node.year),
  month: node.month,
  day: text(node.day),
  endYear: text(node.end?.year ?? node.year),
  endMonth: node.end?.month ?? node.month,
  endDay: text(node.end?.day ?? node.day),
  secret: !!node.secret,
});

export type FormResult = { kind: 'ok'; node: DraftNode } | { kind: 'dropped' } | { kind: 'refused'; message: string };

const whole = (value: string) => (/^-?\d+$/.test(value.trim()) ? Number(value) : null);

function readDate(calendar: Calendar, year: string, month: string, day: string): NodeDate | FormResult {
  const y = whole(year);
  const d = day.trim() === '' ? null : whole(day);
  if (y === null || (d === null && day.trim() !== '')) return { kind: 'refused', message: m.dateInvalid };
  const date = { year: y, month: month.trim(), day: d };
  const problem = nodeDateProblem(calendar, date);
  if (problem === m.unknownMonth) return { kind: 'dropped' };
  return problem ? { kind: 'refused', message: problem } : date;
}

const isResult = (value: NodeDate | FormResult): value is FormResult => 'kind' in value;

/** The point as Done saves it, or why it is not saved. */
export function readForm(calendar: Calendar, node: DraftNode, form: NodeForm): FormResult {
  const isRange = form.type === 'range';
  if (form.title.trim() === '' || form.year.trim() === '' || (isRange && form.endYear.trim() === '')) return { kind: 'refused', message: m.enterAllFields };
  const start = readDate(calendar, form.year, form.month, form.day);
  if (isResult(start)) return start;
  const end = isRange ? readDate(calendar, form.endYear, form.endMonth, form.endDay) : null;
  if (end && isResult(end)) return end;
  // The mark only once the point has one, so a point never marked reads as before.
  const secret = form.secret || node.secret !== undefined ? { secret: form.secret } : {};
  return { kind: 'ok', node: { ...node, title: form.title.trim(), subtitle: form.subtitle, type: form.type, ...start, end, ...secret } };
}
