import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { Section } from '../Section';
import { TicketsTable } from './TicketsTable';

/** The person's Support Tickets on their staff page, newest first; each opens the ticket. */
export function TicketsSection({ items }: { items: StaffUserDetail['tickets'] }) {
  return (
    <Section title="Support Tickets">
      {items.length === 0 ? <p className="empty-note">No support tickets.</p> : <TicketsTable caption="Support tickets" tickets={items} showPerson={false} />}
    </Section>
  );
}
