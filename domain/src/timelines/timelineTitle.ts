import { checkedDisplayName } from '../shared/displayText';
import { LINE_NAME_MAX, NODE_TITLE_MAX, TIMELINE_TITLE_MAX, ZONE_NAME_MAX } from './timelineLimits';
import { timelineMessages as m } from './timelineMessages';

// The one text rule for names (shared/displayText.ts) with a timeline's limits and texts.
export const TIMELINE_TITLE_RULE = { blank: m.enterTitle, max: TIMELINE_TITLE_MAX, tooLong: m.titleTooLong };
export const TIMELINE_RENAME_RULE = { ...TIMELINE_TITLE_RULE, blank: m.nameRequired };
export const LINE_NAME_RULE = { blank: m.enterTitle, max: LINE_NAME_MAX, tooLong: m.textTooLong };
export const NODE_TITLE_RULE = { blank: m.enterAllFields, max: NODE_TITLE_MAX, tooLong: m.textTooLong };
export const ZONE_NAME_RULE = { blank: m.nameRequired, max: ZONE_NAME_MAX, tooLong: m.textTooLong };
export const checkedTimelineTitle = (title: string) => checkedDisplayName(title, TIMELINE_TITLE_RULE);
export const checkedTimelineRename = (title: string) => checkedDisplayName(title, TIMELINE_RENAME_RULE);
