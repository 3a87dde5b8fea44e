import { z } from 'zod';

// The staff console's queues (support tickets and content reports) are filtered the same way:
// open ones, open ones assigned to the staff member asking, or closed ones.
export const QUEUE_FILTERS = ['open', 'mine', 'closed'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
export const QUEUE_PAGE_SIZE = 20;

// GET staff/tickets|reports?filter=&page=
export const QueueQuery = z.object({
  filter: z.enum(QUEUE_FILTERS, { error: 'Unknown filter.' }).default('open'),
  page: z.coerce
    .number({ error: 'Page must be a whole number.' })
    .int('Page must be a whole number.')
    .min(0, 'Page must be a whole number.')
    .max(10_000, 'Page must be a whole number.')
    .default(0),
});
export type QueueQuery = z.infer<typeof QueueQuery>;

// POST staff/tickets/{id}/assign and staff/reports/{id}/assign: to a staff member, or nobody.
export const AssignBody = z.object({
  assigneeId: z.string({ error: 'Choose a staff member.' }).trim().min(1, 'Choose a staff member.').max(200, 'Choose a staff member.').nullable(),
});
export type AssignBody = z.infer<typeof AssignBody>;

// GET staff/members: who a ticket or report can be assigned to.
export const StaffMember = z.object({
  _id: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export type StaffMember = z.infer<typeof StaffMember>;
export const StaffMembersAnswer = z.object({ members: z.array(StaffMember) });
