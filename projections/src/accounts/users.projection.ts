import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { BillingEvent } from '@lorewright/domain/billing/billing.events';
import type { RoleEvent, ViolationEvent } from '@lorewright/domain/staff/staff.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { LOGIN_HISTORY_LIMIT, type LoginRecord, type PendingEmail, type UserView } from '@lorewright/domain/accounts/userView';
import { ERASED_NAME, erasedEmail } from '@lorewright/domain/events/personalData';
import { defineProjection } from '../runner/projection';
import { STAFF_MEMBERS, staffUserHandlers, VIOLATION_ISSUERS } from '../staff/staffUserHandlers';

// One UserView per account (domain/src/accounts/userView.ts): the product's User without secrets.
// Roles and violations come from the staff events (projections/src/staff/staffUserHandlers.ts).
export const usersProjection = defineProjection<AccountEvent | WorldEvent | BillingEvent | RoleEvent | ViolationEvent>()({
  name: 'users',
  version: 8,
  collections: {
    // The text index serves the staff console's search by e-mail or name (e-mail matches first).
    users: [{ fields: ['currentWorldID'] }, { text: ['email', 'name'], newestBy: 'dateJoined' }],
    [VIOLATION_ISSUERS]: [{ fields: ['userId'] }],
    [STAFF_MEMBERS]: [],
  },
  on: {
    UserRegistered: (event, db) => {
      const { userId, name, email, avatarImage, dateJoined, userClass, permissions } = event.data;
      const user: UserView = {
        _id: userId,
        name,
        email,
        avatarImage,
        dateJoined,
        numLogins: 0,
        accountStatus: 'pending',
        activatedOn: null,
        subscription_status: null,
        permissions,
        currentWorldID: null,
        worlds: [],
        following: { worlds: [] },
        tutorial: 0,
        userClass,
        loginHistory: [],
        violationHistory: [],
        pendingEmail: null,
      };
      return db.collection('users').put({ ...user });
    },
    AccountActivated: async (event, db) => {
      const users = db.collection('users');
      const user = (await users.get(event.data.userId)) as UserView | null;
      const accountStatus = user?.accountStatus === 'blocked' ? 'blocked' : 'active';
      await users.update(event.data.userId, { $set: { accountStatus, activatedOn: event.metadata.timestamp } });
    },
    UserLoggedIn: async (event, db) => {
      const users = db.collection('users');
      const user = (await users.get(event.data.userId)) as UserView | null;
      if (!user) return;
      const entry: LoginRecord = { date: event.data.date, location: event.data.location };
      // Newest first, and bounded: the document is read on every authenticated request.
      const loginHistory = [entry, ...user.loginHistory].slice(0, LOGIN_HISTORY_LIMIT);
      await users.update(user._id, { $set: { loginHistory }, $inc: { numLogins: 1 } });
    },
    ProfileUpdated: (event, db) => {
      const { userId, ...changes } = event.data;
      return db.collection('users').update(userId, { $set: changes });
    },
    EmailChangeRequested: (event, db) => {
      const pendingEmail: PendingEmail = { address: event.data.newEmail, expiresAt: event.data.expiresAt };
      return db.collection('users').update(event.data.userId, { $set: { pendingEmail } });
    },
    EmailChangeConfirmed: (event, db) => db.collection('users').update(event.data.userId, { $set: { email: event.data.newEmail, pendingEmail: null } }),
    EmailChangeCancelled: (event, db) => db.collection('users').update(event.data.userId, { $set: { pendingEmail: null } }),
    TutorialStepped: (event, db) => db.collection('users').update(event.data.userId, { $set: { tutorial: event.data.step } }),
    AccountBlocked: (event, db) => db.collection('users').update(event.data.userId, { $set: { accountStatus: 'blocked' } }),
    CurrentWorldSelected: (event, db) => db.collection('users').update(event.data.userId, { $set: { currentWorldID: event.data.worldId } }),
    WorldFollowed: (event, db) => db.collection('users').update(event.data.userId, { $addToSet: { 'following.worlds': event.data.worldId } }),
    WorldUnfollowed: (event, db) => db.collection('users').update(event.data.userId, { $pull: { 'following.worlds': event.data.worldId } }),
    AvatarChanged: (event, db) => db.collection('users').update(event.data.userId, { $set: { avatarImage: event.data.avatarImage } }),
    WorldCreated: (event, db) => db.collection('users').update(event.data.authorId, { $push: { worlds: event.data.worldId } }),
    // Everyone's selection of the world (the author's, its members') is cleared with it; the
    // client then selects the first world left.
    WorldDeleted: async (event, db) => {
      const users = db.collection('users');
      const { worldId, authorId } = event.data;
      await users.update(authorId, { $pull: { worlds: worldId } });
      await users.updateMany({ currentWorldID: worldId }, { $set: { currentWorldID: null } });
      await users.updateMany({ 'following.worlds': worldId }, { $pull: { 'following.worlds': worldId } });
    },
    // subscription_status (product.md §3 User) follows the plan: live, set to cancel, or expired.
    SubscriptionStarted: (event, db) => db.collection('users').update(event.data.userId, { $set: { subscription_status: 'active' } }),
    CancellationScheduled: (event, db) => db.collection('users').update(event.data.userId, { $set: { subscription_status: 'set_to_cancel' } }),
    CancellationUndone: (event, db) => db.collection('users').update(event.data.userId, { $set: { subscription_status: 'active' } }),
    SubscriptionExpired: (event, db) => db.collection('users').update(event.data.userId, { $set: { subscription_status: 'expired' } }),
    FeaturePermissionGranted: (event, db) =>
      db.collection('users').update(event.data.userId, { $set: { [`permissions.${event.data.feature}`]: event.data.until } }),
    AccountUnblocked: async (event, db) => {
      const users = db.collection('users');
      const user = (await users.get(event.data.userId)) as UserView | null;
      await users.update(event.data.userId, { $set: { accountStatus: user?.activatedOn ? 'active' : 'pending' } });
    },
    // `ops forget`: what the log now reads as (a rebuild gives the same), at once.
    AccountErased: (event, db) => {
      const { userId } = event.data;
      const erased = { accountStatus: 'erased', name: ERASED_NAME, email: erasedEmail(userId), loginHistory: [], pendingEmail: null };
      return db.collection('users').update(userId, { $set: erased });
    },
    ...staffUserHandlers,
  },
});
