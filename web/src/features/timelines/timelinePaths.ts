// Where timelines open; the timeline page's router state (fromNewTimeline) is in TimelineBackButton.
export const timelinePath = (id: string) => `/timeline/${encodeURIComponent(id)}`;

/** The calendar editor of one timeline (product.md §2, §4). */
export const calendarPath = (timelineID: string) => `/calendar?timeline=${encodeURIComponent(timelineID)}`;
