import { compareWorldDates, type DatePoint, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { pointWorldDate } from '@lorewright/domain/continuity/timelinePoints';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { draftOfDate, type DateDraft } from './drafts';

// The points of a timeline as the date picker offers them: every line's, in date order, each
// with its dates on the world's calendar (the timeline is on it, or it would not be offered).

/** Shown at once: a timeline holds up to 10,000 points; more are found by typing. */
export const POINT_CHOICES_MAX = 50;

export interface PointChoice {
  nodeID: string;
  title: string;
  start: WorldDate;
  // A range's end; null for a point.
  end: WorldDate | null;
}

/** The timeline's points, earliest first (ties by title). */
export const pointChoicesOf = (timeline: TimelineView): PointChoice[] =>
  timeline.lines
    .flatMap((line) => line.nodes)
    .map((node) => ({
      nodeID: node._id,
      title: node.title,
      start: pointWorldDate(timeline.calendar, node),
      end: node.type === 'range' && node.end ? pointWorldDate(timeline.calendar, node.end) : null,
    }))
    .sort((a, b) => compareWorldDates(a.start, b.start) || a.title.localeCompare(b.title));

/** The choices whose title holds the typed text (any case), at most `max`, and how many matched in all. */
export const matchingChoices = (choices: PointChoice[], text: string, max = POINT_CHOICES_MAX): { shown: PointChoice[]; total: number } => {
  const wanted = text.trim().toLocaleLowerCase();
  const matched = wanted ? choices.filter((choice) => choice.title.toLocaleLowerCase().includes(wanted)) : choices;
  return { shown: matched.slice(0, max), total: matched.length };
};

/** The draft of a date taken from a point: the point's start, or its end, and where it came from. */
export const draftOfChoice = (timelineID: string, choice: PointChoice, end: boolean): DateDraft => {
  const date = end && choice.end ? choice.end : choice.start;
  const point: DatePoint = { timelineID, nodeID: choice.nodeID, ...(end && choice.end ? { end: true as const } : {}) };
  return draftOfDate({ ...date, point });
};

/** The title of the point a date is taken from, or null when the timeline no longer has it. */
export const pointTitleIn = (timeline: TimelineView, nodeID: string): string | null => {
  for (const line of timeline.lines) {
    const node = line.nodes.find((each) => each._id === nodeID);
    if (node) return node.title;
  }
  return null;
};
