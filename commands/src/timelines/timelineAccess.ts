import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { requirePaidEditor } from '../elements/elementEditor';
import type { PaidWorldFacts } from '../worlds/elementWorld';

// Changing a timeline, on the world owner's 'timelines' plan (elementEditor.ts).
export const requireTimelineEditor = (world: PaidWorldFacts, timelineId: string, actorId: string, now: Date) =>
  requirePaidEditor(world, { element: 'timeline', elementId: timelineId, onlyAuthor: m.onlyAuthor }, actorId, 'timelines', now);
