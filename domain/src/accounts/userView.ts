import type { StaffRole } from '../staff/staffRoles';
import type { Permissions } from './permissions';
import type { WorldView } from '../worlds/worldView';
import type { UserClass } from './promotion';

// What the server shows of a user (the product's User document without its secrets), shared by the
// users projection that writes it and the client that reads it.

export interface LoginLocation {
  ip: string;
  // Null for private and loopback addresses, and where the offline database knows no answer.
  city: string | null;
  country_name: string | null;
}

export interface LoginRecord {
  date: string;
  location: LoginLocation;
}

// A violation of the content policy and its appeal (product.md §3); issued by support staff.
export interface Violation {
  // Set for violations issued by staff; the appeal call names a violation by it.
  violationId?: string;
  date: string;
  reason: string;
  appealedOn?: string | null;
  appealReason?: string | null;
  rejectedOn?: string | null;
  repealedOn?: string | null;
}

export type AccountStatus = 'active' | 'pending' | 'blocked' | 'erased';
export type SubscriptionStatus = 'active' | 'set_to_cancel' | 'expired';

export interface UserView {
  _id: string;
  name: string;
  email: string;
  avatarImage: string;
  dateJoined: string;
  numLogins: number;
  accountStatus: AccountStatus;
  // When the account was activated; an unblocked account returns to 'active' or 'pending' by it.
  activatedOn: string | null;
  subscription_status: SubscriptionStatus | null;
  permissions: Permissions;
  currentWorldID: string | null;
  worlds: string[];
  following: { worlds: string[] };
  // The tutorial step the user has reached (product.md §3: a step number, 0 when absent).
  tutorial: number;
  userClass: UserClass;
  // Newest first.
  loginHistory: LoginRecord[];
  violationHistory: Violation[];
  // An address change waiting for the new address to confirm it (absent in documents written
  // before address changes were confirmed: read it as null).
  pendingEmail?: PendingEmail | null;
  // Staff roles: 'support' and 'admin' open the staff console; absent for everyone else.
  roles?: StaffRole[];
}

export interface PendingEmail {
  address: string;
  expiresAt: string;
}

// GET user/profile/{id}: what anyone may see of a user.
export interface PublicProfile {
  _id: string;
  name: string;
  avatarImage: string;
  dateJoined: string;
  // The user's public worlds, as anyone may see them.
  worlds: WorldView[];
  posts: unknown[];
}

export const publicProfileOf = (user: UserView, publicWorlds: WorldView[]): PublicProfile => ({
  _id: user._id,
  name: user.name,
  avatarImage: user.avatarImage,
  dateJoined: user.dateJoined,
  worlds: publicWorlds,
  // Posts arrive with the community feature.
  posts: [],
});

export const DEFAULT_AVATAR = 'default_avatar.png';
// The login history kept in the user document; the event log keeps every login.
export const LOGIN_HISTORY_LIMIT = 100;
