import { z } from 'zod';
import { accountMessages as m } from './accountMessages';
import { isValidEmail } from './credentialRules';
import type { Permissions } from './permissions';
import type { UserClass } from './promotion';
import type { LoginLocation } from './userView';

// Commands on a user's stream. Secrets arrive already hashed: hashing is I/O-heavy and belongs
// to the handler, so the decider only compares.
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
      activationCode: string;
    }
  | { type: 'Activate'; code: string }
  // verifiedPasswordHash: the hash the handler checked the password against. If the password
  // changed since, the check was against a stale hash and the login is refused.
  | { type: 'LogIn'; sessionId: string; tokenHash: string; date: string; location: LoginLocation; verifiedPasswordHash: string }
  | { type: 'LogOut'; sessionId: string }
  | { type: 'RequestPasswordReset'; code: string; codeHash: string; expiresAt: string }
  | { type: 'ResetPassword'; codeHash: string; email: string; passwordHash: string; now: string }
  | { type: 'UpdateProfile'; name?: string; email?: string }
  | { type: 'StepTutorial'; step: number }
  | { type: 'Block'; reason: string }
  | { type: 'Unblock' }
  | { type: 'SelectWorld'; worldId: string | null }
  // The handler checked that the world exists, is visible to the user and is not the user's own.
  | { type: 'ToggleFollowWorld'; worldId: string }
  | { type: 'ChangeAvatar'; avatarImage: string; mediaId: string | null };

export const TUTORIAL_LAST_STEP = 8;

// PUT user/updateUser: only the changed fields are sent (spec §5).
export const UpdateUserBody = z.object({
  name: z.string().trim().min(1, 'Please enter a name.').max(80, 'Please enter a name of at most 80 characters.').optional(),
  email: z.string().trim().max(254, m.validEmail).refine(isValidEmail, m.validEmail).optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

const stepMessage = `step must be a whole number from 0 to ${TUTORIAL_LAST_STEP}.`;
export const StepTutorialBody = z.object({
  step: z.number({ error: stepMessage }).int(stepMessage).min(0, stepMessage).max(TUTORIAL_LAST_STEP, stepMessage),
});
export type StepTutorialBody = z.infer<typeof StepTutorialBody>;
