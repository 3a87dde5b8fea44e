import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import type { AccountEvent } from './account.events';
import { userDecider } from './user.decide';

const spec = deciderSpec(userDecider);
const userId = 'u1';
const email = 'ada@example.com';
const location = { ip: '81.2.69.142', city: 'London', country_name: 'United Kingdom' };

const registered = {
  type: 'UserRegistered',
  data: {
    userId,
    name: 'Ada',
    email,
    passwordHash: 'hash-1',
    avatarImage: 'default_avatar.png',
    dateJoined: '2025-01-01T00:00:00.000Z',
    userClass: 'Beta Test User',
    permissions: { maps: '2026-01-01T00:00:00.000Z' },
    activationCodeHash: 'ah-1',
    sealedActivationCode: 'sealed-a1',
  },
} as const satisfies AccountEvent;
const activated: AccountEvent = { type: 'AccountActivated', data: { userId } };
const loggedIn = (sessionId: string): AccountEvent => ({
  type: 'UserLoggedIn',
  data: { userId, sessionId, tokenHash: `t-${sessionId}`, date: '2025-01-02T00:00:00.000Z', location },
});
const resetRequested: AccountEvent = {
  type: 'PasswordResetRequested',
  data: { userId, email, codeHash: 'rh-1', sealedCode: 'sealed-r1', expiresAt: '2025-01-02T01:00:00.000Z' },
};
const resetPassword = { type: 'ResetPassword' as const, codeHash: 'rh-1', email, passwordHash: 'hash-2', now: '2025-01-02T00:30:00.000Z' };
const logIn = (verifiedPasswordHash: string) => ({
  type: 'LogIn' as const,
  sessionId: 's1',
  tokenHash: 't-s1',
  date: '2025-01-02T00:00:00.000Z',
  location,
  verifiedPasswordHash,
});

describe('registration and activation', () => {
  it('a new user registers', () => {
    spec
      .given([])
      .when({ type: 'Register', ...registered.data })
      .then([registered]);
  });

  it('the right code activates a pending account', () => {
    spec.given([registered]).when({ type: 'Activate', codeHash: 'ah-1' }).then([activated]);
  });

  it('an active account is already active', () => {
    spec.given([registered, activated]).when({ type: 'Activate', codeHash: 'ah-1' }).thenThrows('Account already active.');
  });

  it('a wrong code or an unknown account is an invalid code', () => {
    spec.given([registered]).when({ type: 'Activate', codeHash: 'other' }).thenThrows('Invalid confirmation code.');
    spec.given([]).when({ type: 'Activate', codeHash: 'ah-1' }).thenThrows('Invalid confirmation code.');
  });
});

describe('sessions', () => {
  it('an active user with the right password logs in', () => {
    spec
      .given([registered, activated])
      .when(logIn('hash-1'))
      .then([loggedIn('s1')]);
  });

  it('a password checked against a hash that has changed since is wrong', () => {
    spec.given([registered, activated]).when(logIn('stale-hash')).thenThrows('Incorrect email or password.');
  });

  it('a pending user with the right password is told to activate', () => {
    spec.given([registered]).when(logIn('hash-1')).thenThrows('Please activate your account first');
  });

  it('a blocked user may still log in', () => {
    spec
      .given([registered, activated, { type: 'AccountBlocked', data: { userId, reason: 'spam' } }])
      .when(logIn('hash-1'))
      .then([loggedIn('s1')]);
  });

  it('logging out ends an open session once', () => {
    spec
      .given([registered, activated, loggedIn('s1')])
      .when({ type: 'LogOut', sessionId: 's1' })
      .then([{ type: 'UserLoggedOut', data: { userId, sessionId: 's1' } }]);
    spec
      .given([registered, activated, loggedIn('s1'), { type: 'UserLoggedOut', data: { userId, sessionId: 's1' } }])
      .when({ type: 'LogOut', sessionId: 's1' })
      .then([]);
  });
});

describe('password reset', () => {
  it('a reset request carries the code sealed for the mail and its hash', () => {
    spec
      .given([registered, activated])
      .when({ type: 'RequestPasswordReset', codeHash: 'rh-1', sealedCode: 'sealed-r1', expiresAt: '2025-01-02T01:00:00.000Z' })
      .then([resetRequested]);
  });

  it('a fresh code for the account address resets the password', () => {
    spec
      .given([registered, activated, resetRequested])
      .when(resetPassword)
      .then([{ type: 'PasswordReset', data: { userId, passwordHash: 'hash-2', codeHash: 'rh-1' } }]);
  });

  it('resetting also activates a pending account: the code reached its mailbox', () => {
    spec
      .given([registered, resetRequested])
      .when(resetPassword)
      .then([{ type: 'PasswordReset', data: { userId, passwordHash: 'hash-2', codeHash: 'rh-1' } }, activated]);
  });

  it('a code is single use', () => {
    spec
      .given([registered, activated, resetRequested, { type: 'PasswordReset', data: { userId, passwordHash: 'hash-2', codeHash: 'rh-1' } }])
      .when(resetPassword)
      .thenThrows('invalid or has expired');
  });

  it('a code expires after its hour', () => {
    spec
      .given([registered, activated, resetRequested])
      .when({ ...resetPassword, now: '2025-01-02T01:00:00.000Z' })
      .thenThrows('invalid or has expired');
  });

  it('a code must match the address it was sent to, and dies when the address changes', () => {
    spec
      .given([registered, activated, resetRequested])
      .when({ ...resetPassword, email: 'eve@example.com' })
      .thenThrows('invalid or has expired');
    spec
      .given([registered, activated, resetRequested, { type: 'ProfileUpdated', data: { userId, email: 'new@example.com' } }])
      .when({ ...resetPassword, email: 'new@example.com' })
      .thenThrows('invalid or has expired');
  });
});

describe('profile', () => {
  it('a new name is recorded', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateProfile', name: 'Ada L.' })
      .then([{ type: 'ProfileUpdated', data: { userId, name: 'Ada L.' } }]);
  });

  it('nothing changed is refused', () => {
    spec.given([registered]).when({ type: 'UpdateProfile', name: 'Ada' }).thenThrows('No changes made.');
    spec.given([registered]).when({ type: 'UpdateProfile' }).thenThrows('No changes made.');
  });

  it('the tutorial steps forward; the same step again changes nothing', () => {
    spec
      .given([registered])
      .when({ type: 'StepTutorial', step: 3 })
      .then([{ type: 'TutorialStepped', data: { userId, step: 3 } }]);
    spec
      .given([registered, { type: 'TutorialStepped', data: { userId, step: 3 } }])
      .when({ type: 'StepTutorial', step: 3 })
      .then([]);
  });

  it('blocking and unblocking happen once each', () => {
    const blocked: AccountEvent = { type: 'AccountBlocked', data: { userId, reason: 'spam' } };
    spec.given([registered]).when({ type: 'Block', reason: 'spam' }).then([blocked]);
    spec.given([registered, blocked]).when({ type: 'Block', reason: 'spam' }).then([]);
    spec
      .given([registered, blocked])
      .when({ type: 'Unblock' })
      .then([{ type: 'AccountUnblocked', data: { userId } }]);
    spec.given([registered]).when({ type: 'Unblock' }).then([]);
  });

  it('a permission is granted until a date, and granting the same date again changes nothing', () => {
    const until = '2027-01-01T00:00:00.000Z';
    const granted: AccountEvent = { type: 'FeaturePermissionGranted', data: { userId, feature: 'maps', until } };
    spec.given([registered]).when({ type: 'GrantPermission', feature: 'maps', until }).then([granted]);
    spec.given([registered, granted]).when({ type: 'GrantPermission', feature: 'maps', until }).then([]);
    spec.given([]).when({ type: 'GrantPermission', feature: 'maps', until }).thenThrows('User not found.');
  });

  it('commands on an unknown user are refused', () => {
    spec.given([]).when({ type: 'StepTutorial', step: 1 }).thenThrows('User not found.');
  });
});

describe('current world, following and avatar', () => {
  it('selecting a world records it once', () => {
    const selected: AccountEvent = { type: 'CurrentWorldSelected', data: { userId, worldId: 'w1' } };
    spec.given([registered]).when({ type: 'SelectWorld', worldId: 'w1' }).then([selected]);
    spec.given([registered, selected]).when({ type: 'SelectWorld', worldId: 'w1' }).then([]);
    spec
      .given([registered, selected])
      .when({ type: 'SelectWorld', worldId: null })
      .then([{ type: 'CurrentWorldSelected', data: { userId, worldId: null } }]);
  });

  it('following toggles between follow and unfollow', () => {
    const followed: AccountEvent = { type: 'WorldFollowed', data: { userId, worldId: 'w1' } };
    spec.given([registered]).when({ type: 'ToggleFollowWorld', worldId: 'w1' }).then([followed]);
    spec
      .given([registered, followed])
      .when({ type: 'ToggleFollowWorld', worldId: 'w1' })
      .then([{ type: 'WorldUnfollowed', data: { userId, worldId: 'w1' } }]);
  });

  it('a new avatar is recorded; the same one again changes nothing', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeAvatar', avatarImage: 'm1.png', mediaId: 'm1' })
      .then([{ type: 'AvatarChanged', data: { userId, avatarImage: 'm1.png', mediaId: 'm1' } }]);
    spec.given([registered]).when({ type: 'ChangeAvatar', avatarImage: 'default_avatar.png', mediaId: null }).then([]);
  });
});

describe('e-mail change by confirmation', () => {
  const request = {
    type: 'RequestEmailChange' as const,
    newEmail: 'new@example.com',
    verifiedPasswordHash: 'hash-1',
    confirmCodeHash: 'ch-1',
    sealedConfirmCode: 'sealed-c1',
    cancelCodeHash: 'xh-1',
    sealedCancelCode: 'sealed-x1',
    expiresAt: '2025-01-03T00:00:00.000Z',
  };
  const { type: _, verifiedPasswordHash: __, ...requestData } = request;
  const requested: AccountEvent = { type: 'EmailChangeRequested', data: { userId, oldEmail: email, ...requestData } };
  const confirmed: AccountEvent = { type: 'EmailChangeConfirmed', data: { userId, oldEmail: email, newEmail: 'new@example.com' } };
  const now = '2025-01-02T12:00:00.000Z';

  it('a request with the current password waits for the new address to confirm', () => {
    spec.given([registered, activated]).when(request).then([requested]);
  });

  it('a password checked against an older hash is refused', () => {
    spec
      .given([registered, activated])
      .when({ ...request, verifiedPasswordHash: 'hash-0' })
      .thenThrows('The password is not correct.');
  });

  it('the current address is no change', () => {
    spec
      .given([registered])
      .when({ ...request, newEmail: email })
      .thenThrows('No changes made.');
  });

  it('the confirm code of the pending change confirms it, once', () => {
    spec.given([registered, requested]).when({ type: 'ConfirmEmailChange', confirmCodeHash: 'ch-1', now }).then([confirmed]);
    spec.given([registered, requested, confirmed]).when({ type: 'ConfirmEmailChange', confirmCodeHash: 'ch-1', now }).thenThrows('invalid, has expired');
  });

  it('a wrong, expired or replaced code confirms nothing', () => {
    spec.given([registered, requested]).when({ type: 'ConfirmEmailChange', confirmCodeHash: 'xh-1', now }).thenThrows('invalid, has expired');
    spec
      .given([registered, requested])
      .when({ type: 'ConfirmEmailChange', confirmCodeHash: 'ch-1', now: '2025-01-03T00:00:00.000Z' })
      .thenThrows('invalid, has expired');
    const newer: AccountEvent = {
      type: 'EmailChangeRequested',
      data: { ...requestData, userId, oldEmail: email, confirmCodeHash: 'ch-2', cancelCodeHash: 'xh-2' },
    };
    spec.given([registered, requested, newer]).when({ type: 'ConfirmEmailChange', confirmCodeHash: 'ch-1', now }).thenThrows('invalid, has expired');
  });

  it('a change to an address another account holds has nothing to confirm', () => {
    const taken: AccountEvent = {
      type: 'EmailChangeRequested',
      data: { ...requestData, userId, oldEmail: email, confirmCodeHash: null, sealedConfirmCode: null },
    };
    spec.given([registered, taken]).when({ type: 'ConfirmEmailChange', confirmCodeHash: 'ch-1', now }).thenThrows('invalid, has expired');
  });

  it('the old address cancels by its link, the owner without one; then the confirm link is dead', () => {
    const cancelled: AccountEvent = { type: 'EmailChangeCancelled', data: { userId, newEmail: 'new@example.com' } };
    spec.given([registered, requested]).when({ type: 'CancelEmailChange', cancelCodeHash: 'xh-1', now }).then([cancelled]);
    spec.given([registered, requested]).when({ type: 'CancelEmailChange', cancelCodeHash: null, now }).then([cancelled]);
    spec.given([registered, requested]).when({ type: 'CancelEmailChange', cancelCodeHash: 'ch-1', now }).thenThrows('invalid, has expired');
    spec.given([registered, requested, cancelled]).when({ type: 'ConfirmEmailChange', confirmCodeHash: 'ch-1', now }).thenThrows('invalid, has expired');
    spec.given([registered]).when({ type: 'CancelEmailChange', cancelCodeHash: null, now }).thenThrows('There is no email change waiting');
  });

  it('a confirmed change kills reset codes sent to the old address', () => {
    spec.given([registered, activated, resetRequested, requested, confirmed]).when(resetPassword).thenThrows('invalid or has expired');
  });
});

describe('registration with a taken address', () => {
  const attempt = (date: string) => ({ type: 'NoteRegistrationAttempt' as const, date });
  const attempted = (date: string): AccountEvent => ({ type: 'RegistrationAttempted', data: { userId, email, date } });

  it('tells the owner at most once an hour', () => {
    spec
      .given([registered])
      .when(attempt('2025-01-02T00:00:00.000Z'))
      .then([attempted('2025-01-02T00:00:00.000Z')]);
    spec
      .given([registered, attempted('2025-01-02T00:00:00.000Z')])
      .when(attempt('2025-01-02T00:59:00.000Z'))
      .then([]);
    spec
      .given([registered, attempted('2025-01-02T00:00:00.000Z')])
      .when(attempt('2025-01-02T01:00:00.000Z'))
      .then([attempted('2025-01-02T01:00:00.000Z')]);
  });
});
