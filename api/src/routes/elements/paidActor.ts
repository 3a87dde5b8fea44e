import type { MapActor } from '@lorewright/commands/maps/mapDeps';
import type { QueriesOf } from '../routeTypes';

export type PaidActorByIdPorts = QueriesOf<'accounts'>;

// Who acts on a paid element (a map, a timeline, a language): their id and the paid features
// the users view holds for them, which the element's decider checks.
export const paidActorById = async (ports: PaidActorByIdPorts, userId: string): Promise<MapActor> => ({
  id: userId,
  permissions: (await ports.queries.accounts.userById(userId))?.permissions ?? {},
});
