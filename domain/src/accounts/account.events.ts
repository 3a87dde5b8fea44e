import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { ERASED_NAME, erasedEmail, ofUser, personalFields } from '../events/personalData';
import { PAID_FEATURES } from './permissions';

// Events of a user's stream `user-{userId}`. Secrets are stored only as hashes (argon2id for
// the password, SHA-256 for tokens and codes). A code that must be mailed is also stored sealed
// under a key of its own (`sealed…`, commands/src/accounts/mailedCodes.ts) that only the mail
// reactor opens and that it destroys once the mail is out: nothing in the log reads as a live
// code. Events written before that held the codes in clear; their upcasters hide them, and
// those codes no longer work (see docs/decisions.md, "No live secret in the log").

const Location = z.object({ ip: z.string(), city: z.string().nullable(), country_name: z.string().nullable() });

// Personal fields (events/personalData.ts): each is the account's own, under its key.
type Owned = { userId: string };
const owner = (data: Owned) => ofUser(data.userId);
const nameField = (path = 'name') => ({ path, owner, erased: () => ERASED_NAME });
const emailField = (path: string) => ({ path, owner, erased: (data: Owned) => erasedEmail(data.userId) });

// A stored payload as an upcaster gets it, without the named fields.
const without = (data: unknown, ...fields: string[]) =>
  Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([key]) => !fields.includes(key)));

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 2,
  schema: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(), // normalized (trimmed, lower case)
    passwordHash: z.string(),
    avatarImage: z.string(),
    dateJoined: z.string(),
    userClass: z.enum(['Beta Test User', 'Normal User']),
    // Feature → ISO expiry (the promotion's year of every element, or none).
    permissions: z.record(z.string(), z.string()),
    // Null on accounts registered before codes were sealed: that code was in clear, so it no
    // longer activates (a password reset activates such an account, as it does any other).
    activationCodeHash: z.string().nullable(),
    sealedActivationCode: z.string().nullable(),
  }),
  personal: personalFields<Owned>(nameField(), emailField('email')),
  secrets: ['passwordHash', 'activationCodeHash', 'sealedActivationCode'],
  upcast: (data) => ({ ...without(data, 'activationCode'), activationCodeHash: null, sealedActivationCode: null }),
});

export const AccountActivated = defineEvent({ type: 'AccountActivated', version: 1, schema: z.object({ userId: z.string() }) });

export const UserLoggedIn = defineEvent({
  type: 'UserLoggedIn',
  version: 1,
  schema: z.object({
    userId: z.string(),
    sessionId: z.string(),
    tokenHash: z.string(),
    date: z.string(),
    location: Location,
  }),
  secrets: ['tokenHash'],
  personal: personalFields<Owned>(
    { path: 'location.ip', owner, erased: () => '' },
    { path: 'location.city', owner, erased: () => null },
    { path: 'location.country_name', owner, erased: () => null },
  ),
});

export const UserLoggedOut = defineEvent({ type: 'UserLoggedOut', version: 1, schema: z.object({ userId: z.string(), sessionId: z.string() }) });

export const PasswordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  version: 2,
  // sealedCode null: requested before codes were sealed, when the code was stored in clear;
  // such a code is retired (it resets nothing) and its mail is not sent.
  schema: z.object({ userId: z.string(), email: z.string(), codeHash: z.string(), sealedCode: z.string().nullable(), expiresAt: z.string() }),
  personal: personalFields<Owned>(emailField('email')),
  secrets: ['codeHash', 'sealedCode'],
  upcast: (data) => ({ ...without(data, 'code'), sealedCode: null }),
});

// Ends every session of the user and spends the code.
export const PasswordReset = defineEvent({
  type: 'PasswordReset',
  version: 1,
  schema: z.object({ userId: z.string(), passwordHash: z.string(), codeHash: z.string() }),
  secrets: ['passwordHash', 'codeHash'],
});

export const ProfileUpdated = defineEvent({
  type: 'ProfileUpdated',
  version: 1,
  schema: z.object({ userId: z.string(), name: z.string().optional(), email: z.string().optional() }),
  personal: personalFields<Owned>(nameField(), emailField('email')),
});

// An address change waits for the new address to confirm (the link mailed to it) and can be
// cancelled from the old one. When another account holds the new address, there is nothing to
// confirm (confirmCode null): that mail says the address is in use, and the requester is
// answered exactly as for a free address, so the answer does not reveal who has an account.
// sealedCancelCode null: requested before codes were sealed; both links are retired (the owner
// can still cancel while signed in) and no mail is sent.
export const EmailChangeRequested = defineEvent({
  type: 'EmailChangeRequested',
  version: 2,
  schema: z.object({
    userId: z.string(),
    oldEmail: z.string(),
    newEmail: z.string(),
    confirmCodeHash: z.string().nullable(),
    sealedConfirmCode: z.string().nullable(),
    cancelCodeHash: z.string().nullable(),
    sealedCancelCode: z.string().nullable(),
    expiresAt: z.string(),
  }),
  personal: personalFields<Owned>(emailField('oldEmail'), emailField('newEmail')),
  secrets: ['confirmCodeHash', 'sealedConfirmCode', 'cancelCodeHash', 'sealedCancelCode'],
  upcast: (data) => ({
    ...without(data, 'confirmCode', 'cancelCode'),
    confirmCodeHash: null,
    sealedConfirmCode: null,
    cancelCodeHash: null,
    sealedCancelCode: null,
  }),
});
export const EmailChangeConfirmed = defineEvent({
  type: 'EmailChangeConfirmed',
  version: 1,
  schema: z.object({ userId: z.string(), oldEmail: z.string(), newEmail: z.string() }),
  personal: personalFields<Owned>(emailField('oldEmail'), emailField('newEmail')),
});
export const EmailChangeCancelled = defineEvent({
  type: 'EmailChangeCancelled',
  version: 1,
  schema: z.object({ userId: z.string(), newEmail: z.string() }),
  personal: personalFields<Owned>(emailField('newEmail')),
});

// Someone tried to register with this account's address: its owner is told by mail, and the
// registration is answered as if it were new. At most one an hour (user.decide.ts).
export const RegistrationAttempted = defineEvent({
  type: 'RegistrationAttempted',
  version: 1,
  schema: z.object({ userId: z.string(), email: z.string(), date: z.string() }),
  personal: personalFields<Owned>(emailField('email')),
});

export const TutorialStepped = defineEvent({ type: 'TutorialStepped', version: 1, schema: z.object({ userId: z.string(), step: z.number().int() }) });

export const AccountBlocked = defineEvent({ type: 'AccountBlocked', version: 1, schema: z.object({ userId: z.string(), reason: z.string() }) });
// `ops forget`: the person's personal data is erased (the keys of `subjects`, see
// events/personalData.ts, are destroyed right after this is stored) and the account is closed
// for good. Their public content stays, attributed to a deleted user. `by`: the operator.
export const AccountErased = defineEvent({
  type: 'AccountErased',
  version: 1,
  schema: z.object({ userId: z.string(), subjects: z.array(z.string()), by: z.string(), at: z.string() }),
});

export const AccountUnblocked = defineEvent({ type: 'AccountUnblocked', version: 1, schema: z.object({ userId: z.string() }) });

// The world the user works in (the creation hub shows it); null when none is left.
export const CurrentWorldSelected = defineEvent({
  type: 'CurrentWorldSelected',
  version: 1,
  schema: z.object({ userId: z.string(), worldId: z.string().nullable() }),
});

export const WorldFollowed = defineEvent({ type: 'WorldFollowed', version: 1, schema: z.object({ userId: z.string(), worldId: z.string() }) });
export const WorldUnfollowed = defineEvent({ type: 'WorldUnfollowed', version: 1, schema: z.object({ userId: z.string(), worldId: z.string() }) });

// avatarImage: a media file name from the user's library (mediaId set), or the default.
export const AvatarChanged = defineEvent({
  type: 'AvatarChanged',
  version: 1,
  schema: z.object({ userId: z.string(), avatarImage: z.string(), mediaId: z.string().nullable() }),
});

// A paid feature is allowed until `until` (ISO); a later grant replaces an earlier one. The
// billing reactor grants what a paid invoice covers; operators and tests grant directly.
export const FeaturePermissionGranted = defineEvent({
  type: 'FeaturePermissionGranted',
  version: 1,
  schema: z.object({ userId: z.string(), feature: z.enum(PAID_FEATURES), until: z.string() }),
});

// Events of `emailclaim-{sha256(normalized email)}`: at most one account holds an address.
export const EmailClaimed = defineEvent({
  type: 'EmailClaimed',
  version: 1,
  schema: z.object({ email: z.string(), userId: z.string() }),
  personal: personalFields<Owned>(emailField('email')),
});
export const EmailReleased = defineEvent({
  type: 'EmailReleased',
  version: 1,
  schema: z.object({ email: z.string(), userId: z.string() }),
  personal: personalFields<Owned>(emailField('email')),
});

export const accountEvents = [
  UserRegistered,
  AccountActivated,
  UserLoggedIn,
  UserLoggedOut,
  PasswordResetRequested,
  PasswordReset,
  ProfileUpdated,
  EmailChangeRequested,
  EmailChangeConfirmed,
  EmailChangeCancelled,
  RegistrationAttempted,
  TutorialStepped,
  AccountBlocked,
  AccountUnblocked,
  AccountErased,
  CurrentWorldSelected,
  WorldFollowed,
  WorldUnfollowed,
  AvatarChanged,
  FeaturePermissionGranted,
];
export const emailClaimEvents = [EmailClaimed, EmailReleased];

export type AccountEvent =
  | EventOf<typeof UserRegistered>
  | EventOf<typeof AccountActivated>
  | EventOf<typeof UserLoggedIn>
  | EventOf<typeof UserLoggedOut>
  | EventOf<typeof PasswordResetRequested>
  | EventOf<typeof PasswordReset>
  | EventOf<typeof ProfileUpdated>
  | EventOf<typeof EmailChangeRequested>
  | EventOf<typeof EmailChangeConfirmed>
  | EventOf<typeof EmailChangeCancelled>
  | EventOf<typeof RegistrationAttempted>
  | EventOf<typeof TutorialStepped>
  | EventOf<typeof AccountBlocked>
  | EventOf<typeof AccountUnblocked>
  | EventOf<typeof AccountErased>
  | EventOf<typeof CurrentWorldSelected>
  | EventOf<typeof WorldFollowed>
  | EventOf<typeof WorldUnfollowed>
  | EventOf<typeof AvatarChanged>
  | EventOf<typeof FeaturePermissionGranted>;
export type EmailClaimEvent = EventOf<typeof EmailClaimed> | EventOf<typeof EmailReleased>;
