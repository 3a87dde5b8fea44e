import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_RATE_WINDOW_MS, INVITATIONS_PER_HOUR_MAX, WORLD_PENDING_INVITATIONS_MAX } from '@lorewright/domain/worlds/worldLimits';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { openWorldsApp, uniqueEmail, type WorldsApp } from './testing/worldsTesting';

// Invitations make the server mail addresses the author chooses, so they are limited: 20 per
// author in any rolling hour (all their worlds), 100 pending per world. Both answer 429.

let t: WorldsApp;
beforeAll(async () => {
  t = await openWorldsApp();
});
afterAll(() => t.close());

const inviteAs = (token: string, worldID: string, invitedMemberEmail = uniqueEmail('guest')) =>
  t.call('POST', 'world/inviteMember', { token, payload: { worldID, invitedMemberEmail } });

const inviteMany = async (token: string, worldID: string, count: number) => {
  for (let n = 0; n < count; n++) await t.invite(token, worldID, uniqueEmail('guest'));
};

describe('invitations per author and hour', () => {
  it('20 in a row pass, the 21st is refused with 429 and nothing stored; another author is unaffected; an hour later it passes', async () => {
    expect(INVITATIONS_PER_HOUR_MAX).toBe(20);
    const [ann, bob] = await Promise.all([t.person('ann'), t.person('bob')]);
    const [eldoria, other] = [await t.createWorld(ann.token), await t.createWorld(ann.token, 'Other')];
    const bobsWorld = await t.createWorld(bob.token);

    await inviteMany(ann.token, eldoria._id, 20);
    await t.expectRefused(() => inviteAs(ann.token, eldoria._id), 429, 'You have sent too many invitations in the last hour. Please try again later.');
    // The limit is the author's, across all their worlds.
    await t.expectRefused(() => inviteAs(ann.token, other._id), 429, m.tooManyInvitations);
    await t.invite(bob.token, bobsWorld._id, uniqueEmail('guest'));

    // Just short of an hour after the 20 the window still holds them; at the hour they leave it.
    t.clock.advance(INVITATION_RATE_WINDOW_MS - 1);
    await t.expectRefused(() => inviteAs(ann.token, other._id), 429, m.tooManyInvitations);
    t.clock.advance(1);
    await t.invite(ann.token, other._id, uniqueEmail('guest'));
  });

  it('deleting the world does not give its author a fresh hour', async () => {
    const ann = await t.person('ann');
    const first = await t.createWorld(ann.token);
    await inviteMany(ann.token, first._id, 20);
    const deleted = await t.call('DELETE', `deleteWorld/${first._id}`, { token: ann.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const second = await t.createWorld(ann.token);
    await t.expectRefused(() => inviteAs(ann.token, second._id), 429, m.tooManyInvitations);
  });
});

describe('pending invitations per world', () => {
  it('a world holds 100 pending invitations; the 101st is refused with 429 until one is answered', async () => {
    expect(WORLD_PENDING_INVITATIONS_MAX).toBe(100);
    const [ann, bea] = await Promise.all([t.person('ann'), t.person('bea')]);
    const world = await t.createWorld(ann.token);
    const beasInvitation = await t.invite(ann.token, world._id, bea.email);
    // 99 more, 20 an hour as the hourly limit allows.
    for (let left = 99; left > 0; left -= 19) {
      await inviteMany(ann.token, world._id, Math.min(19, left));
      t.clock.advance(INVITATION_RATE_WINDOW_MS);
    }
    await t.expectRefused(() => inviteAs(ann.token, world._id), 429, 'This world already has 100 pending invitations.');
    await t.ok(t.respond(bea.token, beasInvitation._id, 'reject'));
    await t.invite(ann.token, world._id, uniqueEmail('guest'));
    await t.expectRefused(() => inviteAs(ann.token, world._id), 429, m.tooManyPendingInvitations);
  });
});
