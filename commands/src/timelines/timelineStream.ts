import { streamName } from '../eventStore/eventStore';

// One stream per timeline.
export const timelineStream = (timelineId: string) => streamName('timeline', timelineId);
