import { NewTimelineBody, TimelineYear } from '@lorewright/domain/timelines/timeline.bodies';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { z } from 'zod';

/** A year as typed in its field (product.md §7): '12' and ' -3 ' are years, '', '1.5' and 'x' are not. */
export const isTypedYear = (text: string) => /^\s*-?\d+\s*$/.test(text);

// A typed year, then the body's own year rule (its range).
export const typedYear = z
  .string()
  .refine(isTypedYear, m.yearInvalid)
  .transform((text) => Number.parseInt(text, 10))
  .pipe(TimelineYear);

// The New Timeline form: timeline/newTimeline's title and description rules, and its two years as
// typed; the end may come before the start. The page adds the world, no picture and no zones.
export const NewTimelineFields = NewTimelineBody.pick({ title: true, description: true }).extend({ start: typedYear, end: typedYear });
