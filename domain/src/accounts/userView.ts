import { z } from 'zod';
import { STAFF_ROLES } from '../staff/staffRoles';
import { Permissions, UserClass } from './accountSchemas';
import { ProfilePostItem, ProfileThreadItem } from '../community/postView';
import { NotificationView } from '../notifications/notificationView';
import { WorldView } from '../worlds/worldView';

// What the server shows of a user (the product's User document without its secrets), shared by the
// users projection that writes it, the routes that answer it (their answer schemas) and the client
// that reads it.

export const LoginLocation = z.object({
  ip: z.string(),
  // Null for private and loopback addresses, and where the offline database knows no answer.
  city: z.string().nullable(),
  country_name: z.string().nullable(),
});
export type LoginLocation = z.infer<typeof LoginLocation>;

export const LoginRecord = z.object({
  date: z.string(),
  location: LoginLocation,
});
export type LoginRecord = z.infer<typeof LoginRecord>;

// A violation of the content policy and its appeal (product.md §3); issued by support staff.
export const Violation = z.object({
  // Set for violations issued by staff; the appeal call names a violation by it.
  violationId: z.string().optional(),
  date: z.string(),
  reason: z.string(),
  appealedOn: z.string().nullable().optional(),
  appealReason: z.string().nullable().optional(),
  rejectedOn: z.string().nullable().optional(),
  repealedOn: z.string().nullable().optional(),
});
export type Violation = z.infer<typeof Violation>;

export const AccountStatus = z.enum(['active', 'pending', 'blocked', 'erased']);
export type AccountStatus = z.infer<typeof AccountStatus>;
export const SubscriptionStatus = z.enum(['active', 'set_to_cancel', 'expired']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const PendingEmail = z.object({
  address: z.string(),
  expiresAt: z.string(),
});
export type PendingEmail = z.infer<typeof PendingEmail>;

export const UserView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatarImage: z.string(),
  dateJoined: z.string(),
  numLogins: z.number(),
  accountStatus: AccountStatus,
  // When the account was activated; an unblocked account returns to 'active' or 'pending' by it.
  activatedOn: z.string().nullable(),
  subscription_status: SubscriptionStatus.nullable(),
  permissions: Permissions,
  currentWorldID: z.string().nullable(),
  worlds: z.array(z.string()),
  following: z.object({ worlds: z.array(z.string()) }),
  // The tutorial step the user has reached (product.md §3: a step number, 0 when absent).
  tutorial: z.number(),
  userClass: UserClass,
  // Newest first.
  loginHistory: z.array(LoginRecord),
  violationHistory: z.array(Violation),
  // An address change waiting for the new address to confirm it (absent in documents written
  // before address changes were confirmed: read it as null).
  pendingEmail: PendingEmail.nullable().optional(),
  // Staff roles: 'support' and 'admin' open the staff console; absent for everyone else.
  roles: z.array(z.enum(STAFF_ROLES)).optional(),
});
export type UserView = z.infer<typeof UserView>;

// GET user/profile/{id}: what anyone may see of a user.
export const PublicProfile = z.object({
  _id: z.string(),
  name: z.string(),
  avatarImage: z.string(),
  dateJoined: z.string(),
  // The user's public worlds, as anyone may see them.
  worlds: z.array(WorldView),
  // The user's recent feed posts and forum threads, newest first.
  posts: z.array(ProfilePostItem),
  threads: z.array(ProfileThreadItem),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

type ProfileActivity = Pick<PublicProfile, 'posts' | 'threads'>;

export const publicProfileOf = (user: UserView, publicWorlds: WorldView[], activity: ProfileActivity): PublicProfile => ({
  _id: user._id,
  name: user.name,
  avatarImage: user.avatarImage,
  dateJoined: user.dateJoined,
  worlds: publicWorlds,
  ...activity,
});

// POST me: the signed-in user and their notifications, newest first.
export const MeAnswer = z.object({ user: UserView, notifications: z.array(NotificationView) });
// GET loginHistory: the signed-in user's logins, newest first.
export const LoginHistoryAnswer = z.object({ loginHistory: z.array(LoginRecord) });
export const PublicProfileAnswer = z.object({ user: PublicProfile });
// GET promotion: when the promotion ends (ISO) and whether it still runs.
export const PromotionAnswer = z.object({ end: z.string(), active: z.boolean() });
// GET publicKey: the PEM key a client may encrypt login and register bodies with.
export const PublicKeyAnswer = z.object({ publicKey: z.string() });
// POST login: the session's token and the user signed in.
export const LoginAnswer = z.object({ token: z.string(), user: UserView });
// A change of the signed-in user (settings, avatar, an appeal): what it says, and the user after it.
export const UserChangedAnswer = z.object({ message: z.string(), user: UserView });
// POST user/stepTutorial: the tutorial step now reached.
export const TutorialAnswer = z.object({ tutorial: z.number() });
// POST user/selectWorld: the user with their current world, and that world.
export const WorldSelectedAnswer = z.object({ user: UserView, world: WorldView });
// POST validateResetPasswordCode: the address whose password a live reset code resets.
export const ResetCodeAnswer = z.object({ email: z.string() });

// The login history kept in the user document; the event log keeps every login.
export const LOGIN_HISTORY_LIMIT = 100;
