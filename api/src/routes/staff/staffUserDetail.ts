import type { UserView } from '@lorewright/domain/accounts/userView';
import { notFound } from '@lorewright/domain/shared/errors';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { StaffUserDetail, StaffViolation } from '@lorewright/domain/staff/staffViews';
import { staffListItemOf } from '@lorewright/projections/staff/staffQueries';
import type { Stack } from '../../composition';
import { existingPersonStreams } from './personStreams';
import { reportsOfPerson, type ReportsOfPersonPorts } from './staffUserReports';
import { ticketsOfPerson, type TicketsOfPersonPorts } from './staffUserTickets';
import type { QueriesOf } from '../routeTypes';

export type NamesPorts = QueriesOf<'accounts'>;

// Names of the given users, for "issued by" and the raw events' actors; a removed account reads
// as its id.
export const namesOf = async (ports: NamesPorts, userIds: Iterable<string>) => {
  const ids = [...new Set(userIds)];
  const users = await Promise.all(ids.map((id) => ports.queries.accounts.userById(id)));
  return new Map(ids.map((id, index) => [id, users[index]?.name ?? id]));
};

type ViolationsPorts = QueriesOf<'staff'> & NamesPorts;

const violationsOf = async (ports: ViolationsPorts, user: UserView): Promise<StaffViolation[]> => {
  const issuers = await ports.queries.staff.issuersOf(user._id);
  const names = await namesOf(ports, issuers.values());
  return user.violationHistory.flatMap(({ violationId, date, reason, appealedOn, appealReason, rejectedOn, repealedOn }) => {
    // Only violations issued by staff carry an id (and so an issuer).
    const issuer = violationId ? issuers.get(violationId) : undefined;
    if (!violationId || !issuer) return [];
    return [
      {
        violationId,
        date,
        reason,
        issuedBy: { _id: issuer, name: names.get(issuer) ?? issuer },
        appealedOn: appealedOn ?? null,
        appealReason: appealReason ?? null,
        rejectedOn: rejectedOn ?? null,
        repealedOn: repealedOn ?? null,
      },
    ];
  });
};

export type StaffUserDetailPorts = Pick<Stack, 'eventStore'> &
  QueriesOf<'accounts' | 'subscriptions' | 'worlds'> &
  ViolationsPorts &
  TicketsOfPersonPorts &
  ReportsOfPersonPorts;

// GET staff/users/{id} and the answer of every staff action: the person as staff see them.
export const staffUserDetailOf = async (ports: StaffUserDetailPorts, userId: string): Promise<StaffUserDetail> => {
  const user = await ports.queries.accounts.userById(userId);
  if (!user) throw notFound(m.userNotFound);
  const [violations, plan, history, worlds, tickets, reports, streams] = await Promise.all([
    violationsOf(ports, user),
    ports.queries.subscriptions.planOf(userId),
    ports.queries.subscriptions.historyOf(userId),
    ports.queries.worlds.worldsOfAuthor(userId),
    ticketsOfPerson(ports, userId),
    reportsOfPerson(ports, userId),
    existingPersonStreams(ports.eventStore, userId),
  ]);
  return {
    user: {
      ...staffListItemOf(user),
      avatarImage: user.avatarImage,
      numLogins: user.numLogins,
      userClass: user.userClass,
      permissions: user.permissions,
    },
    loginHistory: user.loginHistory,
    violations,
    billing: { plan, history },
    worlds: worlds.map(({ _id, name, visibility }) => ({ _id, name, visibility })),
    tickets,
    reports,
    streams,
  };
};
