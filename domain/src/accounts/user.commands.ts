import { z } from 'zod';
import { accountMessages as m } from './accountMessages';
import { displayName } from '../shared/displayName';
import { PROFILE_NAME_MAX, profileNameTooLong } from './credentialRules';
import { emailAddressField } from './emailAddress';
import type { PaidFeature, Permissions } from './permissions';
import type { UserClass } from './promotion';
import type { LoginLocation } from './userView';

// Commands on a user's stream. Secrets arrive already hashed (and mailed codes sealed): hashing
// and sealing are I/O and belong to the handler, so the decider only compares.
export type UserCommand =
  | {
      type: 'Register';
      userId: string;
      name: string;
      email: string;
      passwordHash: string;
      avatarImage: string;
      dateJoined: string;
      userClass: UserClass;
      permissions: Permissions;
      activationCodeHash: string;
      sealedActivationCode: string;
    }
  | { type: 'Activate'; codeHash: string }
  // verifiedPasswordHash: the hash the handler checked the password against. If the password
  // changed since, the check was against a stale hash and the login is refused.
  | { type: 'LogIn'; sessionId: string; tokenHash: string; date: string; location: LoginLocation; verifiedPasswordHash: string }
  | { type: 'LogOut'; sessionId: string }
  | { type: 'RequestPasswordReset'; codeHash: string; sealedCode: string; expiresAt: string }
  | { type: 'ResetPassword'; codeHash: string; email: string; passwordHash: string; now: string }
  // The handler verified the current password against verifiedPasswordHash; taken: another
  // account holds newEmail (then no confirm code exists).
  | {
      type: 'RequestEmailChange';
      newEmail: string;
      verifiedPasswordHash: string;
      confirmCodeHash: string | null;
      sealedConfirmCode: string | null;
      cancelCodeHash: string;
      sealedCancelCode: string;
      expiresAt: string;
    }
  | { type: 'ConfirmEmailChange'; confirmCodeHash: string; now: string }
  // By the link mailed to the old address, or by the signed-in owner (no code).
  | { type: 'CancelEmailChange'; cancelCodeHash: string | null; now: string }
  | { type: 'NoteRegistrationAttempt'; date: string }
  // An address changes only through RequestEmailChange and its confirmation.
  | { type: 'UpdateProfile'; name?: string }
  | { type: 'StepTutorial'; step: number }
  | { type: 'Block'; reason: string }
  | { type: 'Unblock' }
  // `ops forget`: subjects are the keys (events/personalData.ts) destroyed right after.
  | { type: 'Erase'; subjects: string[]; by: string; at: string }
  // For operators (ops grant-permission) and, later, the subscription reactor: `until` is ISO.
  | { type: 'GrantPermission'; feature: PaidFeature; until: string }
  | { type: 'SelectWorld'; worldId: string | null }
  // The handler checked that the world exists, is visible to the user and is not the user's own.
  | { type: 'ToggleFollowWorld'; worldId: string }
  | { type: 'ChangeAvatar'; avatarImage: string; mediaId: string | null };

export const TUTORIAL_LAST_STEP = 8;

// PUT user/updateUser: only the changed fields are sent (product.md §5).
export const UpdateUserBody = z.object({
  name: displayName({ blank: 'Please enter a name.', max: PROFILE_NAME_MAX, tooLong: profileNameTooLong }).optional(),
  email: emailAddressField({ blank: m.validEmail, invalid: m.validEmail }).optional(),
  // The current password: required with a new address (the server checks it).
  password: z.string().max(1000).optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

// The links mailed for an address change (`{userId}.{secret}`, see emailChange.ts).
const emailChangeCode = z.string({ error: m.emailChangeLinkInvalid }).min(3, m.emailChangeLinkInvalid).max(200, m.emailChangeLinkInvalid);
export const ConfirmEmailBody = z.object({ code: emailChangeCode });
// Without a code: the signed-in owner cancels their own pending change.
export const CancelEmailChangeBody = z.object({ code: emailChangeCode.optional() });

const stepMessage = `step must be a whole number from 0 to ${TUTORIAL_LAST_STEP}.`;
export const StepTutorialBody = z.object({
  step: z.number({ error: stepMessage }).int(stepMessage).min(0, stepMessage).max(TUTORIAL_LAST_STEP, stepMessage),
});
export type StepTutorialBody = z.infer<typeof StepTutorialBody>;

// GET user/profile/{id}: an id no account could have is no account (as an unknown one).
export const UserProfileParams = z.object({ id: z.string().max(200, 'User not found.') });
