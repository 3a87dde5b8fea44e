import { checkedDisplayName } from '../shared/displayText';
import { MAP_TITLE_MAX, POINT_NAME_MAX } from './mapLimits';
import { mapMessages as m } from './mapMessages';

// The one text rule for names (shared/displayText.ts) with a map's limits and texts.
export const MAP_TITLE_RULE = { blank: m.nameRequired, max: MAP_TITLE_MAX, tooLong: m.titleTooLong };
export const POINT_NAME_RULE = { blank: m.nameRequired, max: POINT_NAME_MAX, tooLong: m.pointNameTooLong };
export const checkedMapTitle = (title: string) => checkedDisplayName(title, MAP_TITLE_RULE);
