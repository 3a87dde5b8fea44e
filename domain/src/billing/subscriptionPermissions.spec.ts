import { describe, expect, it } from 'vitest';
import { promotionPermissions } from '../accounts/promotion';
import { laterPermissions } from './subscriptionPermissions';

describe('the permissions a user ends up with', () => {
  const promotion = promotionPermissions(new Date('2025-09-01T00:00:00Z'), new Date('2025-10-15T00:00:00Z'));

  it("a revoked plan never cuts a Beta Test User's free year short", () => {
    const revokedEarly = { maps: '2026-02-01T00:00:00.000Z' };
    expect(laterPermissions(promotion, revokedEarly)).toEqual(promotion);
  });

  it('a plan running past the free year extends it, feature by feature', () => {
    const plan = { maps: '2026-12-01T00:00:00.000Z' };
    expect(laterPermissions(promotion, plan)).toEqual({ ...promotion, maps: plan.maps });
    expect(laterPermissions({}, plan)).toEqual(plan);
  });
});
