import type { UserView, Violation } from '@lorewright/domain/accounts/userView';
import type { RoleEvent, ViolationEvent } from '@lorewright/domain/staff/staff.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';

// The users projection's handlers of the staff events: roles and the violation
// history on the user's own document, and who issued each violation in a collection only staff
// read, so the person's document (which /me answers) never names the staff member.
export const VIOLATION_ISSUERS = 'violationIssuers';
// Everyone holding a staff role, {_id: userId, roles}: whom tickets and reports can be assigned to.
export const STAFF_MEMBERS = 'staffMembers';

export interface ViolationIssuerDocument {
  _id: string; // violationId
  userId: string;
  issuedBy: string;
}

type Handler<T extends (RoleEvent | ViolationEvent)['type']> = (
  event: ProjectedEvent<Extract<RoleEvent | ViolationEvent, { type: T }>>,
  db: ProjectionStore,
) => Promise<unknown>;

// Read, change the one violation, write the history back (newest first, like the login history).
const changeViolation = async (db: ProjectionStore, userId: string, violationId: string, change: Partial<Violation>) => {
  const users = db.collection('users');
  const user = (await users.get(userId)) as UserView | null;
  if (!user) return;
  const violationHistory = user.violationHistory.map((v) => (v.violationId === violationId ? { ...v, ...change } : v));
  await users.update(userId, { $set: { violationHistory } });
};

const roleGranted: Handler<'RoleGranted'> = async (event, db) => {
  const { userId, role } = event.data;
  await db.collection('users').update(userId, { $addToSet: { roles: role } });
  const member = await db.collection(STAFF_MEMBERS).get(userId);
  const roles = [...new Set([...((member?.roles as string[] | undefined) ?? []), role])];
  await db.collection(STAFF_MEMBERS).put({ _id: userId, roles });
};
const roleRevoked: Handler<'RoleRevoked'> = async (event, db) => {
  const { userId, role } = event.data;
  await db.collection('users').update(userId, { $pull: { roles: role } });
  const member = await db.collection(STAFF_MEMBERS).get(userId);
  const roles = ((member?.roles as string[] | undefined) ?? []).filter((held) => held !== role);
  if (roles.length) await db.collection(STAFF_MEMBERS).put({ _id: userId, roles });
  else await db.collection(STAFF_MEMBERS).delete(userId);
};

const violationIssued: Handler<'ViolationIssued'> = async (event, db) => {
  const { userId, violationId, reason, staffId, at } = event.data;
  const violation: Violation = { violationId, date: at, reason, appealedOn: null, appealReason: null, rejectedOn: null, repealedOn: null };
  const users = db.collection('users');
  const user = (await users.get(userId)) as UserView | null;
  if (user) await users.update(userId, { $set: { violationHistory: [violation, ...user.violationHistory] } });
  const issuer: ViolationIssuerDocument = { _id: violationId, userId, issuedBy: staffId };
  await db.collection(VIOLATION_ISSUERS).put({ ...issuer });
};

export const staffUserHandlers = {
  RoleGranted: roleGranted,
  RoleRevoked: roleRevoked,
  ViolationIssued: violationIssued,
  ViolationAppealed: ((event, db) =>
    changeViolation(db, event.data.userId, event.data.violationId, {
      appealedOn: event.data.at,
      appealReason: event.data.reason,
    })) as Handler<'ViolationAppealed'>,
  AppealRejected: ((event, db) => changeViolation(db, event.data.userId, event.data.violationId, { rejectedOn: event.data.at })) as Handler<'AppealRejected'>,
  ViolationRepealed: ((event, db) =>
    changeViolation(db, event.data.userId, event.data.violationId, { repealedOn: event.data.at })) as Handler<'ViolationRepealed'>,
};
