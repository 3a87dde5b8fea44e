import type { AccountEvent } from '@lorewright/domain/accounts/account.events';

// A registered account as its event says it, for specs that need a person in the read models.
export const userRegistered = (
  userId: string,
  name: string,
  { email = `${userId}@example.com`, dateJoined = '2025-01-01T00:00:00.000Z' }: { email?: string; dateJoined?: string } = {},
): AccountEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    name,
    email,
    passwordHash: 'h',
    avatarImage: 'default_avatar.png',
    dateJoined,
    userClass: 'Normal User',
    permissions: {},
    activationCodeHash: null,
    sealedActivationCode: null,
  },
});
