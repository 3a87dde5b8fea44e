import type { EmailClaimEvent } from '@lorewright/domain/accounts/account.events';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { PAID_FEATURES, type PaidFeature } from '@lorewright/domain/accounts/permissions';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { createPermissionCommands } from '@lorewright/commands/accounts/permissionCommands';
import { emailClaimStream } from '@lorewright/commands/accounts/streams';
import { readEvents } from '@lorewright/commands/eventStore/streamReader';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator } from '@lorewright/commands/shared/clock';
import type { Stores } from '@lorewright/api/composition';

const USAGE = 'grant-permission <userEmailOrId> <feature> <until ISO>';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

const isPaidFeature = (feature: string): feature is PaidFeature => (PAID_FEATURES as readonly string[]).includes(feature);

// The account holding an address, from the write side's own claim (the read side may lag or be
// rebuilding while an operator works).
const userIdOf = async (stores: Stores, user: string) => {
  if (!user.includes('@')) return user;
  const email = normalizeEmail(user);
  const [last] = await readEvents<EmailClaimEvent>({ eventStore: stores.eventStore, registry: eventRegistry }, emailClaimStream(email), {
    direction: 'backwards',
    maxCount: 1,
  });
  if (last?.type !== 'EmailClaimed') throw new Error(`No account holds ${email}.`);
  return last.data.userId;
};

// `ops grant-permission <userEmailOrId> <feature> <until>`: the user may use the paid feature
// until then (a past date takes it away). Appended to the user's stream like any command.
export const grantPermission = async (stores: Stores, args: string[]): Promise<string> => {
  const [user = '', feature = '', until = ''] = args;
  if (!user.trim() || args.length !== 3) throw new Error(`Usage: ${USAGE}`);
  if (!isPaidFeature(feature)) throw new Error(`The feature is one of ${PAID_FEATURES.join(', ')}.`);
  const date = new Date(until);
  if (!ISO_DATE.test(until) || Number.isNaN(date.getTime())) throw new Error('until must be an ISO date, e.g. 2027-01-01T00:00:00Z.');
  const userId = await userIdOf(stores, user.trim());
  const handle = createCommandHandler({ eventStore: stores.eventStore, registry: eventRegistry, clock: systemClock, ids: uuidGenerator });
  await createPermissionCommands(handle).grantPermission(userId, feature, date, { actorId: null, correlationId: 'ops-grant-permission' });
  return `${feature} granted to user ${userId} until ${date.toISOString()}.`;
};
