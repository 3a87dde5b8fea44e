import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';

/** The person's Support Tickets on their staff page. */
export function TicketsSection(_props: { items: StaffUserDetail['tickets'] }) {
  return null;
}
