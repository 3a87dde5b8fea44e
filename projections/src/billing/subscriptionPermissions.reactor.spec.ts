import { describe, expect, it } from 'vitest';
import type { PaidFeature, Permissions } from '@lorewright/domain/accounts/permissions';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { createSubscriptionPermissionsReactor } from './subscriptionPermissions.reactor';

const PROMOTION_END = '2026-06-01T00:00:00.000Z';
const PLAN_END = '2026-02-01T00:00:00.000Z';
const RAN_OUT = '2026-01-20T00:00:00.000Z';

const setUp = (promotion: Permissions) => {
  const granted: [string, PaidFeature, string][] = [];
  const reactor = createSubscriptionPermissionsReactor({
    promotionOf: async () => promotion,
    grantPermission: async (userId, feature, until) => {
      granted.push([userId, feature, until.toISOString()]);
    },
  });
  const on = reactor.on as Record<string, (event: ProjectedEvent) => Promise<unknown>>;
  const deliver = (type: string, data: object) =>
    on[type]({ id: 'e1', type, data, stream: 'subscription-u1', revision: 0, position: 1, metadata: { correlationId: 'c1' } } as unknown as ProjectedEvent);
  return { reactor, granted, deliver };
};

describe('the subscription permissions reactor', () => {
  it('copies a grant to the user', async () => {
    const { granted, deliver } = setUp({});
    await deliver('SubscriptionPermissionsGranted', { userId: 'u1', permissions: { maps: PLAN_END } });
    expect(granted).toEqual([['u1', 'maps', PLAN_END]]);
  });

  it('revokes from the moment the plan ran out', async () => {
    const { granted, deliver } = setUp({});
    await deliver('SubscriptionPermissionsRevoked', { userId: 'u1', features: ['maps', 'timelines'], at: RAN_OUT });
    expect(granted).toEqual([
      ['u1', 'maps', RAN_OUT],
      ['u1', 'timelines', RAN_OUT],
    ]);
  });

  it("never cuts a Beta Test User's free year short", async () => {
    const { granted, deliver } = setUp({ maps: PROMOTION_END, timelines: PROMOTION_END, languages: PROMOTION_END });
    await deliver('SubscriptionPermissionsGranted', { userId: 'u1', permissions: { maps: PLAN_END } });
    await deliver('SubscriptionPermissionsRevoked', { userId: 'u1', features: ['maps'], at: RAN_OUT });
    expect(granted).toEqual([
      ['u1', 'maps', PROMOTION_END],
      ['u1', 'maps', PROMOTION_END],
    ]);
  });
});
