import { describe, expect, it } from 'vitest';
import { invited, madePublic, openWorldProjections, registered, worldCreated } from './testing/worldsTesting';

describe('worlds projection', () => {
  it('a new world is private, empty, and shows its author', async () => {
    const { project, queries } = openWorldProjections();
    await project(registered('ann', 'Ann'), worldCreated('w1', 'ann', 'Eldoria', 'Rivers.'));
    expect(await queries.worldById('w1')).toEqual({
      _id: 'w1',
      name: 'Eldoria',
      description: 'Rivers.',
      headerImage: null,
      authorID: 'ann',
      author: { _id: 'ann', name: 'Ann', avatarImage: 'default_avatar.png' },
      visibility: 'private',
      createdOn: '2025-01-01T00:00:00.000Z',
      lastUpdated: '2025-01-01T00:00:00.000Z',
      members: [],
      invitations: [],
      writings: [],
      wikis: [],
      timelines: [],
      maps: [],
      languages: [],
      num_writings: 0,
      num_wikis: 0,
      num_timelines: 0,
      num_maps: 0,
      num_languages: 0,
    });
  });

  it('edits change the world and its lastUpdated', async () => {
    const { project, queries } = openWorldProjections();
    await project(
      registered('ann', 'Ann'),
      worldCreated('w1', 'ann'),
      { type: 'WorldRenamed', data: { worldId: 'w1', name: 'Nova' } },
      { type: 'WorldDescriptionChanged', data: { worldId: 'w1', description: 'Stars.' } },
      { type: 'WorldHeaderImageChanged', data: { worldId: 'w1', headerImage: 'm1.png', mediaId: 'm1' } },
      madePublic('w1'),
    );
    expect(await queries.worldById('w1')).toMatchObject({
      name: 'Nova',
      description: 'Stars.',
      headerImage: 'm1.png',
      visibility: 'public',
      lastUpdated: '2025-01-01T00:00:05.000Z',
    });
  });

  it("keeps the author's name and avatar current on every world of theirs", async () => {
    const { project, queries } = openWorldProjections();
    await project(
      registered('ann', 'Ann'),
      registered('bob', 'Bob'),
      worldCreated('w1', 'ann'),
      worldCreated('w2', 'ann'),
      worldCreated('w3', 'bob'),
      { type: 'ProfileUpdated', data: { userId: 'ann', name: 'Annabel' } },
      { type: 'ProfileUpdated', data: { userId: 'ann', email: 'new@example.com' } },
      { type: 'AvatarChanged', data: { userId: 'ann', avatarImage: 'a.png', mediaId: 'a' } },
    );
    const annabel = { _id: 'ann', name: 'Annabel', avatarImage: 'a.png' };
    expect((await queries.worldsOfAuthor('ann')).map((w) => w.author)).toEqual([annabel, annabel]);
    expect((await queries.worldById('w3'))?.author).toEqual({ _id: 'bob', name: 'Bob', avatarImage: 'default_avatar.png' });
    expect(await queries.authorsByIds(['bob', 'nobody', 'ann'])).toEqual([{ _id: 'bob', name: 'Bob', avatarImage: 'default_avatar.png' }, annabel]);
  });

  it('lists pending invitation ids and accepted members; the author never becomes a member', async () => {
    const { project, queries } = openWorldProjections();
    await project(
      registered('ann', 'Ann'),
      worldCreated('w1', 'ann'),
      invited('w1', 'i1', 'bea@example.com'),
      invited('w1', 'i2', 'cid@example.com'),
      invited('w1', 'i3', 'ann@example.com'),
      { type: 'InvitationAccepted', data: { worldId: 'w1', invitationId: 'i1', userId: 'bea', date: '2025-03-01T00:00:00.000Z' } },
      { type: 'InvitationRejected', data: { worldId: 'w1', invitationId: 'i2', userId: 'cid', date: '2025-03-01T00:00:00.000Z' } },
      { type: 'InvitationAccepted', data: { worldId: 'w1', invitationId: 'i3', userId: 'ann', date: '2025-03-01T00:00:00.000Z' } },
    );
    expect(await queries.worldById('w1')).toMatchObject({ members: ['bea'], invitations: [] });
  });

  it('a deleted world is gone from every list', async () => {
    const { project, queries } = openWorldProjections();
    await project(registered('ann', 'Ann'), worldCreated('w1', 'ann', 'Gone'), madePublic('w1'), worldCreated('w2', 'ann', 'Kept'), madePublic('w2'));
    await project({ type: 'WorldDeleted', data: { worldId: 'w1', authorId: 'ann' } });
    expect(await queries.worldById('w1')).toBeNull();
    expect((await queries.worldsOfAuthor('ann')).map((w) => w._id)).toEqual(['w2']);
    expect((await queries.publicWorlds({ skip: 0, limit: 6 })).total).toBe(1);
    expect(await queries.searchPublicWorlds('Gone')).toEqual([]);
    expect((await queries.worldsByIds(['w1', 'w2'])).map((w) => w._id)).toEqual(['w2']);
  });
});

describe('world queries', () => {
  const seed = async () => {
    const t = openWorldProjections();
    await t.project(registered('ann', 'Ann'));
    for (let n = 1; n <= 8; n++) await t.project(worldCreated(`w${n}`, 'ann', `World ${n}`, n === 3 ? 'Home of the (Star) Guild' : ''), madePublic(`w${n}`));
    await t.project(worldCreated('secret', 'ann', 'Secret Star'));
    return t;
  };

  it('pages public worlds, most recently updated first, with the total', async () => {
    const { queries } = await seed();
    const first = await queries.publicWorlds({ skip: 0, limit: 6 });
    expect(first.total).toBe(8);
    expect(first.worlds.map((w) => w._id)).toEqual(['w8', 'w7', 'w6', 'w5', 'w4', 'w3']);
    expect((await queries.publicWorlds({ skip: 6, limit: 6 })).worlds.map((w) => w._id)).toEqual(['w2', 'w1']);
    expect((await queries.publicWorldsOfAuthor('ann')).map((w) => w._id)).not.toContain('secret');
  });

  it('searches public names and descriptions, ignoring case, taking the text literally', async () => {
    const { queries } = await seed();
    expect((await queries.searchPublicWorlds('star')).map((w) => w._id)).toEqual(['w3']);
    expect((await queries.searchPublicWorlds('(star)')).map((w) => w._id)).toEqual(['w3']);
    expect((await queries.searchPublicWorlds('WORLD 1')).map((w) => w._id)).toEqual(['w1']);
    expect(await queries.searchPublicWorlds('.*')).toEqual([]);
    expect((await queries.searchPublicWorlds('(')).map((w) => w._id)).toEqual(['w3']);
    expect(await queries.searchPublicWorlds('[')).toEqual([]);
    expect(await queries.searchPublicWorlds('   ')).toEqual([]);
  });
});
