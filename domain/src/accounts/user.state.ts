import type { Permissions } from './permissions';
import type { AccountEvent } from './account.events';
import type { PendingEmailChange } from './emailChange';
import type { ResetCodeStatus } from './resetCode';

// What the write side needs to know about one user to decide: folded from `user-{userId}`.
export interface UserState {
  registered: boolean;
  userId: string;
  name: string;
  email: string;
  passwordHash: string;
  // Null when the account's code was retired (accounts/account.events.ts).
  activationCodeHash: string | null;
  activated: boolean;
  blocked: boolean;
  // `ops forget` erased the person's data: nobody signs in to the account again.
  erased: boolean;
  tutorialStep: number;
  currentWorldId: string | null;
  followedWorlds: readonly string[];
  avatarImage: string;
  openSessions: readonly string[];
  // By code hash.
  resetCodes: Readonly<Record<string, ResetCodeStatus>>;
  // The newest address change that waits for its confirmation, if any.
  pendingEmailChange: PendingEmailChange | null;
  lastRegistrationAttemptAt: string | null;
  // Paid feature → ISO expiry (accounts/permissions.ts).
  permissions: Permissions;
}

export const initialUserState = (): UserState => ({
  registered: false,
  userId: '',
  name: '',
  email: '',
  passwordHash: '',
  activationCodeHash: null,
  activated: false,
  blocked: false,
  erased: false,
  tutorialStep: 0,
  currentWorldId: null,
  followedWorlds: [],
  avatarImage: '',
  openSessions: [],
  resetCodes: {},
  pendingEmailChange: null,
  lastRegistrationAttemptAt: null,
  permissions: {},
});

// A new password spends every code sent before it, not only the one used.
const spendAll = (codes: UserState['resetCodes']) => Object.fromEntries(Object.entries(codes).map(([hash, code]) => [hash, { ...code, used: true }]));

export const evolveUser = (state: UserState, event: AccountEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, name, email, passwordHash, activationCodeHash, avatarImage, permissions } = event.data;
      return { ...state, registered: true, userId, name, email, passwordHash, activationCodeHash, avatarImage, permissions };
    }
    case 'AccountActivated':
      return { ...state, activated: true };
    case 'UserLoggedIn':
      return { ...state, openSessions: [...state.openSessions, event.data.sessionId] };
    case 'UserLoggedOut':
      return { ...state, openSessions: state.openSessions.filter((id) => id !== event.data.sessionId) };
    case 'PasswordResetRequested': {
      // A retired code (stored in clear once) counts as used.
      const { codeHash, email, expiresAt, sealedCode } = event.data;
      return { ...state, resetCodes: { ...state.resetCodes, [codeHash]: { email, expiresAt, used: sealedCode === null } } };
    }
    case 'PasswordReset':
      return { ...state, passwordHash: event.data.passwordHash, openSessions: [], resetCodes: spendAll(state.resetCodes) };
    case 'ProfileUpdated':
      return { ...state, name: event.data.name ?? state.name, email: event.data.email ?? state.email };
    case 'EmailChangeRequested': {
      const { newEmail, confirmCodeHash, cancelCodeHash, expiresAt } = event.data;
      return { ...state, pendingEmailChange: { newEmail, confirmCodeHash, cancelCodeHash, expiresAt } };
    }
    case 'EmailChangeConfirmed':
      return { ...state, email: event.data.newEmail, pendingEmailChange: null };
    case 'EmailChangeCancelled':
      return { ...state, pendingEmailChange: null };
    case 'RegistrationAttempted':
      return { ...state, lastRegistrationAttemptAt: event.data.date };
    case 'TutorialStepped':
      return { ...state, tutorialStep: event.data.step };
    case 'AccountBlocked':
      return { ...state, blocked: true };
    case 'AccountUnblocked':
      return { ...state, blocked: false };
    case 'AccountErased':
      return { ...state, erased: true, openSessions: [] };
    case 'CurrentWorldSelected':
      return { ...state, currentWorldId: event.data.worldId };
    case 'WorldFollowed':
      return { ...state, followedWorlds: [...state.followedWorlds, event.data.worldId] };
    case 'WorldUnfollowed':
      return { ...state, followedWorlds: state.followedWorlds.filter((id) => id !== event.data.worldId) };
    case 'AvatarChanged':
      return { ...state, avatarImage: event.data.avatarImage };
    case 'FeaturePermissionGranted':
      return { ...state, permissions: { ...state.permissions, [event.data.feature]: event.data.until } };
  }
};
