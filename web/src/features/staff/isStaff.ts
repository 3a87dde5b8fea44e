import { STAFF_ROLES, type StaffRole } from '@lorewright/domain/staff/staffRoles';

/** Whether a user holds a staff role; the client only hides what the server refuses anyway. */
export const isStaff = (user: { roles?: readonly StaffRole[] } | undefined): boolean => !!user?.roles?.some((role) => STAFF_ROLES.includes(role));
