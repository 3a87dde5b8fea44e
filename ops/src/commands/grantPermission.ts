import { PAID_FEATURES, type PaidFeature } from '@lorewright/domain/accounts/permissions';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { createPermissionCommands } from '@lorewright/commands/accounts/permissionCommands';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator } from '@lorewright/commands/shared/clock';
import type { Stores } from '@lorewright/api/composition';
import { userIdOf } from './userIdOf';

const USAGE = 'grant-permission <userEmailOrId> <feature> <until ISO>';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

const isPaidFeature = (feature: string): feature is PaidFeature => (PAID_FEATURES as readonly string[]).includes(feature);

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
