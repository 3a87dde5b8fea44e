import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { defineProjection } from '../runner/projection';

// Open sessions by token hash: what the auth plugin looks a bearer token up in. Logging out
// removes one; a password reset or an erasure removes all of the account's.
export interface SessionDocument {
  _id: string; // SHA-256 of the token
  userId: string;
  sessionId: string;
  date: string;
}

export const sessionsProjection = defineProjection<AccountEvent>()({
  name: 'sessions',
  version: 1,
  collections: { sessions: [{ fields: ['userId'] }, { fields: ['sessionId'] }] },
  on: {
    UserLoggedIn: (event, db) => {
      const { tokenHash, userId, sessionId, date } = event.data;
      const session: SessionDocument = { _id: tokenHash, userId, sessionId, date };
      return db.collection('sessions').put({ ...session });
    },
    UserLoggedOut: (event, db) => db.collection('sessions').deleteMany({ sessionId: event.data.sessionId }),
    PasswordReset: (event, db) => db.collection('sessions').deleteMany({ userId: event.data.userId }),
    AccountErased: (event, db) => db.collection('sessions').deleteMany({ userId: event.data.userId }),
  },
});
