import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { UserView } from '@lorewright/domain/accounts/userView';
import type { ViolationEvent } from '@lorewright/domain/staff/staff.events';
import type { SendNotification } from '@lorewright/projections/notifications/notificationSender.reactor';
import type { ProjectedEvent } from '@lorewright/projections/runner/projectedEvent';
import { defineReactor } from '@lorewright/projections/runner/reactor';
import { isDeliverableAddress, type Mailer } from './mailer';
import { staffDecisionMail, staffDecisionTitle, VIOLATIONS_PAGE, type StaffDecision } from './staffDecisionMail';

// Tells the person of each staff decision live (a notification) and by mail. The event id is
// both the notification's id and the mail's, so at-least-once delivery gives one of each. The
// address is read from the users view when the mail goes out: the current one is the one to use.
// Listed in api/src/reactors.ts, which says why the mail reactors live in api.
export const STAFF_DECISIONS_REACTOR = 'staffDecisions';

export interface StaffDecisionsDeps {
  mailer: Mailer;
  publicUrl: string;
  send: SendNotification;
  userById: (userId: string) => Promise<Pick<UserView, 'email'> | null>;
}

type DecisionEvent = ProjectedEvent<Extract<AccountEvent | ViolationEvent, { type: StaffDecision }>>;

export const createStaffDecisionsReactor = ({ mailer, publicUrl, send, userById }: StaffDecisionsDeps) => {
  const tell = async (event: DecisionEvent) => {
    const { userId } = event.data;
    const reason = 'reason' in event.data ? event.data.reason : null;
    await send(
      {
        userId,
        notificationId: event.id,
        icon: 'info',
        title: staffDecisionTitle(event.type),
        subtitle: reason ?? '',
        link: VIOLATIONS_PAGE,
        date: event.metadata.timestamp,
      },
      { actorId: null, correlationId: event.metadata.correlationId, causationId: event.id },
    );
    const user = await userById(userId);
    if (!user || !isDeliverableAddress(user.email)) return;
    await mailer.send({ id: event.id, ...staffDecisionMail({ to: { address: user.email }, decision: event.type, reason, publicUrl }) });
  };

  return defineReactor<AccountEvent | ViolationEvent>({
    name: STAFF_DECISIONS_REACTOR,
    on: { ViolationIssued: tell, AppealRejected: tell, ViolationRepealed: tell, AccountBlocked: tell, AccountUnblocked: tell },
  });
};
