import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { PaidFeature, Permissions } from '@lorewright/domain/accounts/permissions';
import type { BillingEvent } from '@lorewright/domain/billing/billing.events';
import { laterPermissions } from '@lorewright/domain/billing/subscriptionPermissions';
import { defineReactor } from '../runner/reactor';
import type { ProjectedEvent } from '../runner/projectedEvent';

export const SUBSCRIPTION_PERMISSIONS_REACTOR = 'subscriptionPermissions';

export interface SubscriptionPermissionsPorts {
  // The promotion's year the account was registered with (UserRegistered), {} for none.
  promotionOf: (userId: string) => Promise<Permissions>;
  // The user decider's GrantPermission: appends nothing when the expiry is already that one.
  grantPermission: (userId: string, feature: PaidFeature, until: Date, context: CommandContext) => Promise<unknown>;
}

// Copies what the subscription grants and revokes (subscription-{userId}) to the user's stream,
// where permissions are enforced: each feature until the later of the promotion's year and the
// plan's expiry, so a revoked plan never cuts a Beta Test User's free year short. A revocation
// sets the expiry to the moment the plan ran out (from the event, not the clock, so a repeat
// decides the same). Repeating is harmless: an unchanged expiry appends nothing.
export const createSubscriptionPermissionsReactor = (ports: SubscriptionPermissionsPorts) => {
  const copy = async (event: ProjectedEvent, userId: string, plan: Permissions) => {
    const permissions = laterPermissions(await ports.promotionOf(userId), plan);
    const context = { actorId: null, correlationId: event.metadata.correlationId, causationId: event.id };
    for (const feature of Object.keys(plan) as PaidFeature[]) {
      const until = permissions[feature];
      if (until !== undefined) await ports.grantPermission(userId, feature, new Date(until), context);
    }
  };

  return defineReactor<BillingEvent>({
    name: SUBSCRIPTION_PERMISSIONS_REACTOR,
    repeatable: true,
    on: {
      SubscriptionPermissionsGranted: (event) => copy(event, event.data.userId, event.data.permissions),
      SubscriptionPermissionsRevoked: (event) =>
        copy(event, event.data.userId, Object.fromEntries(event.data.features.map((feature) => [feature, event.data.at]))),
    },
  });
};
