/** A moment as the History panel says it: 'Jan 1, 2026, 9:40 AM' in the reader's locale. */
export const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
