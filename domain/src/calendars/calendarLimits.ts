// The calendar's limits (product.md gives none). They keep a compiled calendar small and
// every day number a safe integer: at most 100 months of 10,000 days plus 20 leap rules of
// 10,000 days is 1,200,000 days a year, times 10^9 years stays below 2^53.
export const CALENDAR_NAME_MAX = 100;
export const CALENDAR_MONTHS_MAX = 100;
export const MONTH_NAME_MAX = 100;
export const MONTH_DAYS_MAX = 10_000;
export const DAY_DIVISIONS_MAX = 50;
export const DAY_DIVISION_NAME_MAX = 100;
export const DIVISION_HOURS_MAX = 1_000;
export const WEEKDAYS_MAX = 50;
export const WEEKDAY_NAME_MAX = 100;
export const ERAS_MAX = 50;
export const ERA_NAME_MAX = 100;
export const ERA_ABBREVIATION_MAX = 20;
export const LEAP_RULES_MAX = 20;
export const LEAP_PERIOD_MAX = 10_000;
// The leap rules repeat after the least common multiple of their periods; the engine keeps one
// prefix sum per year of that cycle, so a longer cycle is refused rather than built.
export const LEAP_CYCLE_MAX = 100_000;
// Years run from -YEAR_MAX to YEAR_MAX (in the calendar's own numbering).
export const YEAR_MAX = 1_000_000_000;

// The product's defaults (product.md §3, §9).
export const NEW_MONTH_NAME = 'New Month';
export const NEW_MONTH_DAYS = 0;
