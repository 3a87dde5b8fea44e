import type { DisplayNameRule } from '../shared/displayText';
import { CALENDAR_NAME_MAX, DAY_DIVISION_NAME_MAX, ERA_ABBREVIATION_MAX, ERA_NAME_MAX, MONTH_NAME_MAX, WEEKDAY_NAME_MAX } from './calendarLimits';
import { calendarMessages as m } from './calendarMessages';

// The one text rule for names (shared/displayText.ts) with a calendar's limits and texts.
export const CALENDAR_NAME_RULE: DisplayNameRule = { blank: m.nameRequired, max: CALENDAR_NAME_MAX, tooLong: m.nameTooLong };
export const MONTH_NAME_RULE: DisplayNameRule = { blank: m.nameRequired, max: MONTH_NAME_MAX, tooLong: m.monthNameTooLong };
export const DAY_DIVISION_NAME_RULE: DisplayNameRule = { blank: m.nameRequired, max: DAY_DIVISION_NAME_MAX, tooLong: m.divisionNameTooLong };
export const WEEKDAY_NAME_RULE: DisplayNameRule = { blank: m.nameRequired, max: WEEKDAY_NAME_MAX, tooLong: m.weekdayNameTooLong };
export const ERA_NAME_RULE: DisplayNameRule = { blank: m.nameRequired, max: ERA_NAME_MAX, tooLong: m.eraNameTooLong };
// A blank abbreviation is allowed: the era's name is shown instead (formatDate.ts).
export const ERA_ABBREVIATION_RULE: DisplayNameRule = { blank: m.nameRequired, max: ERA_ABBREVIATION_MAX, tooLong: m.eraAbbreviationTooLong, allowBlank: true };
