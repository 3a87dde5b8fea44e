import { WorldDate, WorldPeriod } from '../calendars/worldDate';

// When a relation held: a period on the world's own calendar (calendars/worldDate.ts), as every
// dated fact has — each end a year, or a year and month, or a full date; either end open. The
// world's calendar is asked whether it has the dates when the relation is added or changed.
export const RelationDate = WorldDate;
export type RelationDate = WorldDate;
export const RelationPeriod = WorldPeriod;
export type RelationPeriod = WorldPeriod;
