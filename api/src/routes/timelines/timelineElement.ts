import { DEMO_TIMELINE, DEMO_TIMELINE_ID } from '@lorewright/domain/timelines/demoTimeline';
import type { Stack } from '../../composition';
import type { ElementKind } from '../elements/elementKind';
import { paidElementKindOf } from '../elements/elementKindOf';
import { TIMELINE_VIEWS } from './timelineViews';

// Timelines as a paid element kind of the shared calls (elementKindOf.ts).
export const timelineElement = (stack: Stack): ElementKind =>
  paidElementKindOf(stack, {
    views: TIMELINE_VIEWS,
    head: stack.queries.timelines.timelineRow,
    demo: { id: DEMO_TIMELINE_ID, title: DEMO_TIMELINE.title },
    commands: stack.commands.timelines,
    searchTitles: stack.queries.timelines.searchTitles,
  });
