// The staff roles, apart from the events so the client's menu can name them without
// loading the event schemas (zod) into the first page's bundle.
export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
