import { describe, expect, it } from 'vitest';
import { invited, openWorldProjections, registered, worldCreated } from './testing/worldsTesting';

describe('invitations projection', () => {
  it("shows the world's preview and its author, kept current", async () => {
    const { project, queries } = openWorldProjections();
    await project(registered('ann', 'Ann'), worldCreated('w1', 'ann', 'Eldoria', 'Rivers.'), invited('w1', 'i1', 'bea@example.com'));
    await project(
      { type: 'WorldRenamed', data: { worldId: 'w1', name: 'Nova' } },
      { type: 'WorldHeaderImageChanged', data: { worldId: 'w1', headerImage: 'h.png', mediaId: 'h' } },
      { type: 'ProfileUpdated', data: { userId: 'ann', name: 'Annabel' } },
    );
    expect(await queries.invitationById('i1')).toEqual({
      _id: 'i1',
      date: '2025-02-01T00:00:00.000Z',
      authorID: 'ann',
      author: { _id: 'ann', name: 'Annabel', avatarImage: 'default_avatar.png' },
      worldID: 'w1',
      world: { _id: 'w1', name: 'Nova', description: 'Rivers.', headerImage: 'h.png' },
      invitedMemberEmail: 'bea@example.com',
      acceptedOn: null,
      rejectedOn: null,
    });
    expect(await queries.lookups.worldIdOfInvitation('i1')).toBe('w1');
  });

  it('records answers and lists what an address received, newest first, and what a world has pending', async () => {
    const { project, queries } = openWorldProjections();
    await project(
      registered('ann', 'Ann'),
      worldCreated('w1', 'ann'),
      worldCreated('w2', 'ann'),
      invited('w1', 'i1', 'bea@example.com'),
      {
        type: 'MemberInvited',
        data: {
          worldId: 'w2',
          invitationId: 'i2',
          authorId: 'ann',
          invitedMemberEmail: 'bea@example.com',
          invitedUserId: null,
          date: '2025-02-02T00:00:00.000Z',
        },
      },
      invited('w1', 'i3', 'cid@example.com'),
      { type: 'InvitationAccepted', data: { worldId: 'w1', invitationId: 'i1', userId: 'bea', date: '2025-03-01T00:00:00.000Z' } },
    );
    expect((await queries.invitationsForEmail('bea@example.com')).map((i) => [i._id, i.acceptedOn])).toEqual([
      ['i2', null],
      ['i1', '2025-03-01T00:00:00.000Z'],
    ]);
    expect((await queries.pendingInvitationsOfWorld('w1')).map((i) => i._id)).toEqual(['i3']);
  });

  it("a deleted world's invitations are gone", async () => {
    const { project, queries } = openWorldProjections();
    await project(registered('ann', 'Ann'), worldCreated('w1', 'ann'), invited('w1', 'i1', 'bea@example.com'), {
      type: 'WorldDeleted',
      data: { worldId: 'w1', authorId: 'ann' },
    });
    expect(await queries.invitationById('i1')).toBeNull();
    expect(await queries.invitationsForEmail('bea@example.com')).toEqual([]);
    expect(await queries.lookups.worldIdOfInvitation('i1')).toBeNull();
  });

  it("counts an author's invitations sent after a time, in every world, deleted ones too", async () => {
    const { project, queries } = openWorldProjections();
    await project(
      registered('ann', 'Ann'),
      worldCreated('w1', 'ann'),
      worldCreated('w2', 'ann'),
      invited('w1', 'i1', 'bea@example.com'),
      invited('w2', 'i2', 'bea@example.com'),
      invited('w2', 'i3', 'cid@example.com'),
      { type: 'WorldDeleted', data: { worldId: 'w2', authorId: 'ann' } },
      { type: 'InvitationRejected', data: { worldId: 'w1', invitationId: 'i1', userId: 'bea', date: '2025-03-01T00:00:00.000Z' } },
    );
    // invited(…) dates its invitation on the 1st, 2nd, 3rd of February by the id's last digit.
    expect(await queries.lookups.invitationsSentSince('ann', '2025-01-31T00:00:00.000Z')).toBe(3);
    expect(await queries.lookups.invitationsSentSince('ann', '2025-02-01T00:00:00.000Z')).toBe(2);
    expect(await queries.lookups.invitationsSentSince('ann', '2025-02-03T00:00:00.000Z')).toBe(0);
    expect(await queries.lookups.invitationsSentSince('bob', '2025-01-31T00:00:00.000Z')).toBe(0);
  });
});
