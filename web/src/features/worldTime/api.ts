// The world-in-time feature's public face: dates and periods on the world's calendar as the
// other features type and show them (typed, or taken from a timeline point), and the date a page
// shows the world on (`?asOf=`).
export { AsOfPicker } from './AsOfPicker';
export { DATE_FIELDS_TEXTS, DateFields } from './DateFields';
export { DATE_POINT_TEXTS } from './DatePointDialog';
export { DatePointsWorld } from './datePointsWorld';
export { dateOfDraft, draftOfDate, draftOfPeriod, EMPTY_DATE, EMPTY_PERIOD, periodOfDraft, type DateDraft, type PeriodDraft } from './drafts';
export { PeriodFields } from './PeriodFields';
export { useAsOf } from './useAsOf';
export { useWorldCalendar } from './useWorldCalendar';
