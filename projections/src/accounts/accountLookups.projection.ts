import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { defineProjection } from '../runner/projection';

// How a request that names no user finds one: by address (login, forgotten password), by the
// hash of an activation code or of a reset code. Codes are stored only as hashes; none of
// these collections is ever sent to a client.
export interface ResetCodeDocument {
  _id: string; // SHA-256 of the code
  userId: string;
  email: string;
  expiresAt: string;
  used: boolean;
}

export const accountLookupsProjection = defineProjection<AccountEvent>()({
  name: 'accountLookups',
  // 3: activation codes by the hash the event carries; codes stored in clear once are retired.
  version: 3,
  collections: {
    emails: [{ fields: ['userId'] }],
    activationCodes: [{ fields: ['userId'] }],
    resetCodes: [{ fields: ['userId'] }],
  },
  on: {
    UserRegistered: async (event, db) => {
      const { userId, email, activationCodeHash } = event.data;
      await db.collection('emails').put({ _id: email, userId });
      // Kept after activation, so a second click on the link answers 'Account already active.'
      if (activationCodeHash !== null) await db.collection('activationCodes').put({ _id: activationCodeHash, userId });
    },
    // Address changes before they needed a confirmation.
    ProfileUpdated: async (event, db) => {
      const { userId, email } = event.data;
      if (email === undefined) return;
      await db.collection('emails').deleteMany({ userId });
      await db.collection('emails').put({ _id: email, userId });
    },
    EmailChangeConfirmed: async (event, db) => {
      const { userId, newEmail } = event.data;
      await db.collection('emails').deleteMany({ userId });
      await db.collection('emails').put({ _id: newEmail, userId });
    },
    PasswordResetRequested: (event, db) => {
      const { codeHash, userId, email, expiresAt, sealedCode } = event.data;
      // A retired code (stored in clear once) is known, and spent.
      const code: ResetCodeDocument = { _id: codeHash, userId, email, expiresAt, used: sealedCode === null };
      return db.collection('resetCodes').put({ ...code });
    },
    // An erased account is found by nothing any more.
    AccountErased: async (event, db) => {
      for (const name of ['emails', 'activationCodes', 'resetCodes']) await db.collection(name).deleteMany({ userId: event.data.userId });
    },
    // A new password spends every code sent before it (as the write side does).
    PasswordReset: (event, db) => db.collection('resetCodes').updateMany({ userId: event.data.userId }, { $set: { used: true } }),
  },
});
