import type { UserView } from '@lorewright/domain/accounts/userView';
import type { StaffUserListItem } from '@lorewright/domain/staff/staffViews';
import type { ProjectionViews } from '../runner/projectionViews';
import type { StaffMember } from '@lorewright/domain/staff/queueFilter';
import { STAFF_MEMBERS, VIOLATION_ISSUERS, type ViolationIssuerDocument } from './staffUserHandlers';

// At most this many people per search: staff narrow the text rather than page.
export const STAFF_SEARCH_LIMIT = 20;

export const staffListItemOf = (user: UserView): StaffUserListItem => ({
  _id: user._id,
  name: user.name,
  email: user.email,
  accountStatus: user.accountStatus,
  dateJoined: user.dateJoined,
  roles: user.roles ?? [],
});

// The staff console's reads of the users projection.
export const createStaffQueries = (views: ProjectionViews) => {
  const users = views.collection('users', 'users');
  const issuers = views.collection('users', VIOLATION_ISSUERS);
  const members = views.collection('users', STAFF_MEMBERS);
  return {
    // Index-backed (the users' text index): e-mail matches first, then names, newest first.
    searchUsers: async (text: string) => ((await users.search(text, {}, { limit: STAFF_SEARCH_LIMIT })) as unknown as UserView[]).map(staffListItemOf),
    // Everyone holding a staff role, by name (a handful of documents: no index needed).
    staffMembers: async (): Promise<StaffMember[]> => {
      const held = await members.find();
      const people = await Promise.all(held.map((doc) => users.get(doc._id) as Promise<UserView | null>));
      return held
        .map((doc, index) => ({ _id: doc._id, name: people[index]?.name ?? doc._id, roles: doc.roles as string[] }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    // Whether the account holds a staff role (one lookup).
    isStaffMember: async (userId: string) => (await members.get(userId)) !== null,
    // violationId → the staff member who issued it.
    issuersOf: async (userId: string) => {
      const found = (await issuers.find({ userId })) as unknown as ViolationIssuerDocument[];
      return new Map(found.map((doc) => [doc._id, doc.issuedBy]));
    },
  };
};

export type StaffQueries = ReturnType<typeof createStaffQueries>;
