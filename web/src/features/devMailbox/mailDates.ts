// Dates in the mailbox, in the reader's time zone: the list's short date and the time of the
// last check.
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayYearFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatTime = (date: Date | number) => timeFormat.format(date);

/** The list's short date: the time for today's mail, the day for older mail; the reader has it in full. */
export function listDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return timeFormat.format(date);
  return (date.getFullYear() === now.getFullYear() ? dayFormat : dayYearFormat).format(date);
}
