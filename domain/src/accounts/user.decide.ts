import type { Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notAcceptable, notFound, unauthenticated } from '../shared/errors';
import type { AccountEvent } from './account.events';
import { accountMessages as m } from './accountMessages';
import { isEmailChangeOpen, REGISTRATION_ATTEMPT_MAIL_INTERVAL_MS } from './emailChange';
import { isResetCodeUsable } from './resetCode';
import type { UserCommand } from './user.commands';
import { evolveUser, initialUserState, type UserState } from './user.state';

const requireUser = (state: UserState) => {
  if (!state.registered) throw notFound('User not found.');
};

// What an erased account can no longer do: be signed in to, reset or re-addressed. (Reactors'
// bookkeeping, e.g. a permission's expiry, still goes through.)
const REFUSED_ONCE_ERASED = new Set<UserCommand['type']>([
  'Activate',
  'LogIn',
  'RequestPasswordReset',
  'ResetPassword',
  'RequestEmailChange',
  'ConfirmEmailChange',
  'UpdateProfile',
  'Block',
  'Unblock',
]);

const decideUser = (command: UserCommand, state: UserState): AccountEvent[] => {
  const userId = state.userId;
  if (state.erased && REFUSED_ONCE_ERASED.has(command.type)) {
    if (command.type === 'LogIn') throw unauthenticated(m.wrongCredentials);
    throw notFound('User not found.');
  }
  switch (command.type) {
    case 'Register': {
      if (state.registered) throw conflict('This account already exists.');
      const { type: _, ...data } = command;
      return [{ type: 'UserRegistered', data }];
    }
    case 'Activate': {
      if (!state.registered || state.activationCodeHash === null || command.codeHash !== state.activationCodeHash) throw invalid(m.invalidCode);
      if (state.activated) throw notAcceptable(m.alreadyActive);
      return [{ type: 'AccountActivated', data: { userId } }];
    }
    case 'LogIn': {
      if (!state.registered || state.passwordHash !== command.verifiedPasswordHash) throw unauthenticated(m.wrongCredentials);
      // Only after the password is right, so the answer reveals nothing to a stranger.
      if (!state.activated) throw forbidden(m.notActivated);
      const { sessionId, tokenHash, date, location } = command;
      return [{ type: 'UserLoggedIn', data: { userId, sessionId, tokenHash, date, location } }];
    }
    case 'LogOut':
      if (!state.openSessions.includes(command.sessionId)) return [];
      return [{ type: 'UserLoggedOut', data: { userId, sessionId: command.sessionId } }];
    case 'RequestPasswordReset': {
      requireUser(state);
      const { codeHash, sealedCode, expiresAt } = command;
      return [{ type: 'PasswordResetRequested', data: { userId, email: state.email, codeHash, sealedCode, expiresAt } }];
    }
    case 'ResetPassword': {
      const code = state.resetCodes[command.codeHash];
      if (!code || command.email !== state.email || !isResetCodeUsable(code, state.email, new Date(command.now))) throw invalid(m.resetCodeInvalid);
      const reset: AccountEvent = { type: 'PasswordReset', data: { userId, passwordHash: command.passwordHash, codeHash: command.codeHash } };
      // The code reached the account's mailbox, which proves what activation proves.
      return state.activated ? [reset] : [reset, { type: 'AccountActivated', data: { userId } }];
    }
    case 'UpdateProfile': {
      requireUser(state);
      if (command.name === undefined || command.name === state.name) throw invalid(m.noChanges);
      return [{ type: 'ProfileUpdated', data: { userId, name: command.name } }];
    }
    case 'RequestEmailChange': {
      requireUser(state);
      if (state.passwordHash !== command.verifiedPasswordHash) throw invalid(m.wrongPassword);
      if (command.newEmail === state.email) throw invalid(m.noChanges);
      const { newEmail, confirmCodeHash, sealedConfirmCode, cancelCodeHash, sealedCancelCode, expiresAt } = command;
      return [
        {
          type: 'EmailChangeRequested',
          data: { userId, oldEmail: state.email, newEmail, confirmCodeHash, sealedConfirmCode, cancelCodeHash, sealedCancelCode, expiresAt },
        },
      ];
    }
    case 'ConfirmEmailChange': {
      const pending = state.pendingEmailChange;
      if (!isEmailChangeOpen(pending, new Date(command.now)) || pending.confirmCodeHash === null || pending.confirmCodeHash !== command.confirmCodeHash)
        throw invalid(m.emailChangeLinkInvalid);
      return [{ type: 'EmailChangeConfirmed', data: { userId, oldEmail: state.email, newEmail: pending.newEmail } }];
    }
    case 'CancelEmailChange': {
      const pending = state.pendingEmailChange;
      const byLink = command.cancelCodeHash !== null;
      if (
        !isEmailChangeOpen(pending, new Date(command.now)) ||
        (byLink && (pending.cancelCodeHash === null || pending.cancelCodeHash !== command.cancelCodeHash))
      ) {
        throw invalid(byLink ? m.emailChangeLinkInvalid : m.noEmailChange);
      }
      return [{ type: 'EmailChangeCancelled', data: { userId, newEmail: pending.newEmail } }];
    }
    case 'NoteRegistrationAttempt': {
      requireUser(state);
      const last = state.lastRegistrationAttemptAt;
      if (last && Date.parse(command.date) - Date.parse(last) < REGISTRATION_ATTEMPT_MAIL_INTERVAL_MS) return [];
      return [{ type: 'RegistrationAttempted', data: { userId, email: state.email, date: command.date } }];
    }
    case 'StepTutorial':
      requireUser(state);
      return command.step === state.tutorialStep ? [] : [{ type: 'TutorialStepped', data: { userId, step: command.step } }];
    case 'Block':
      requireUser(state);
      return state.blocked ? [] : [{ type: 'AccountBlocked', data: { userId, reason: command.reason } }];
    case 'Unblock':
      requireUser(state);
      return state.blocked ? [{ type: 'AccountUnblocked', data: { userId } }] : [];
    case 'Erase': {
      requireUser(state);
      if (state.erased) return [];
      const { subjects, by, at } = command;
      return [{ type: 'AccountErased', data: { userId, subjects, by, at } }];
    }
    case 'GrantPermission':
      requireUser(state);
      if (state.permissions[command.feature] === command.until) return [];
      return [{ type: 'FeaturePermissionGranted', data: { userId, feature: command.feature, until: command.until } }];
    case 'SelectWorld':
      requireUser(state);
      return command.worldId === state.currentWorldId ? [] : [{ type: 'CurrentWorldSelected', data: { userId, worldId: command.worldId } }];
    case 'ToggleFollowWorld': {
      requireUser(state);
      const worldId = command.worldId;
      return state.followedWorlds.includes(worldId)
        ? [{ type: 'WorldUnfollowed', data: { userId, worldId } }]
        : [{ type: 'WorldFollowed', data: { userId, worldId } }];
    }
    case 'ChangeAvatar':
      requireUser(state);
      if (command.avatarImage === state.avatarImage) return [];
      return [{ type: 'AvatarChanged', data: { userId, avatarImage: command.avatarImage, mediaId: command.mediaId } }];
  }
};

// One user's account over `user-{userId}`.
export const userDecider: Decider<UserCommand, AccountEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
