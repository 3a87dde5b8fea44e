import { createHash } from 'node:crypto';
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

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const accountLookupsProjection = defineProjection<AccountEvent>({
  name: 'accountLookups',
  version: 2,
  collections: {
    emails: [{ fields: ['userId'] }],
    activationCodes: [{ fields: ['userId'] }],
    resetCodes: [{ fields: ['userId'] }],
  },
  on: {
    UserRegistered: async (event, db) => {
      const { userId, email, activationCode } = event.data;
      await db.collection('emails').put({ _id: email, userId });
      // Kept after activation, so a second click on the link answers 'Account already active.'
      await db.collection('activationCodes').put({ _id: sha256Hex(activationCode), userId });
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
      const { codeHash, userId, email, expiresAt } = event.data;
      const code: ResetCodeDocument = { _id: codeHash, userId, email, expiresAt, used: false };
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
