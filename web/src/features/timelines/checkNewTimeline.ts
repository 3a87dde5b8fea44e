import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { TIMELINE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { NewTimelineInput } from './api';

type NewTimelineCheck = { ok: true; timeline: (worldID: string) => NewTimelineInput } | { ok: false; message: string };

/** A year field read as an integer (product.md §7): '12' and ' -3 ' are years, '', '1.5' and 'x' are not. */
export const parseYear = (text: string): number | null => (/^\s*-?\d+\s*$/.test(text) ? Number.parseInt(text, 10) : null);

/** The new-timeline form's rules (product.md §7): a title that is not blank and two whole years; the end may come before the start. */
export function checkNewTimeline(title: string, description: string, startText: string, endText: string): NewTimelineCheck {
  const checked = checkDisplayName(title, { blank: m.enterTitle, max: TIMELINE_TITLE_MAX, tooLong: m.titleTooLong });
  if (!checked.ok) return checked;
  const start = parseYear(startText);
  const end = parseYear(endText);
  if (start === null || end === null) return { ok: false, message: m.yearInvalid };
  return {
    ok: true,
    timeline: (worldID) => ({ worldID, title: checked.text, description: description.trim(), start, end, backgroundImage: null, zones: {} }),
  };
}
