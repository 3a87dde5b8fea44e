import { describe, expect, it } from 'vitest';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { invited, openWorldProjections, registered, worldCreated } from './testing/worldsTesting';

describe('worlds projection: members’ roles and element access', () => {
  it('keeps each member’s role and their overrides per element, an override put back leaving nothing', async () => {
    const { project, queries } = openWorldProjections();
    const joined = (userId: string, n: number): WorldEvent[] => [
      invited('w1', `i${n}`, `${userId}@example.com`),
      { type: 'InvitationAccepted', data: { worldId: 'w1', invitationId: `i${n}`, userId, date: '2025-02-10T00:00:00.000Z' } },
    ];
    const roles = (memberId: string, role: 'reader' | 'editor' | 'co-owner'): WorldEvent => ({
      type: 'MemberRoleChanged',
      data: { worldId: 'w1', memberId, role, by: 'ann' },
    });
    const access = (memberId: string, value: 'none' | 'read' | 'edit' | null): WorldEvent => ({
      type: 'ElementAccessChanged',
      data: { worldId: 'w1', element: 'map', elementId: 'm1', memberId, access: value, by: 'ann' },
    });
    await project(
      registered('ann', 'Ann'),
      worldCreated('w1', 'ann'),
      ...joined('bea', 1),
      ...joined('cal', 2),
      roles('bea', 'editor'),
      roles('cal', 'co-owner'),
      roles('bea', 'reader'),
      access('bea', 'edit'),
      access('cal', 'none'),
      access('cal', null),
    );
    const world = await queries.worldById('w1');
    expect(world?.members).toEqual(['bea', 'cal']);
    expect(world?.roles).toEqual({ bea: 'reader', cal: 'co-owner' });
    expect(world?.elementAccess).toEqual({ 'map:m1': { bea: 'edit' } });
  });
});
