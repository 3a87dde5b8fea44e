import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostView } from '@lorewright/domain/community/postView';
import { openCommunityApp, type CommunityApp } from './testing/communityTesting';

// Many people at once on one post: every reaction and every reply lands, and the counts are
// exact (each is decided on the post's stream with its expected revision).

const PEOPLE = 20;
let t: CommunityApp;
let people: Awaited<ReturnType<CommunityApp['person']>>[];
beforeAll(async () => {
  t = await openCommunityApp();
  people = await Promise.all(Array.from({ length: PEOPLE }, (_, i) => t.person(`reader${i}`)));
}, 60_000);
afterAll(() => t.close());

const postNow = async (postId: string) => (await t.feed('discoverFeed')).posts.find((post) => post._id === postId)!;

describe('one post, many people at once', () => {
  it(`${PEOPLE} reactions sent in parallel all count`, async () => {
    const post = await t.newPost(people[0].token);
    const answers = await Promise.all(people.map((person, i) => t.react(person.token, post._id, i % 2 ? '🔥' : '👍')));
    expect(answers.map((res) => res.statusCode)).toEqual(people.map(() => 200));
    expect((await postNow(post._id)).reactions).toEqual({ '👍': PEOPLE / 2, '🔥': PEOPLE / 2 });
  });

  it(`${PEOPLE} replies sent in parallel all land`, async () => {
    const post = await t.newPost(people[0].token);
    const answers = await Promise.all(
      people.map((person, i) => t.call('POST', 'posts/newReply', { token: person.token, payload: { parentID: post._id, content: `Reply ${i}` } })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(people.map(() => 201));
    const shown: PostView = await postNow(post._id);
    expect(shown.replyCount).toBe(PEOPLE);
    expect(shown.replies.map((reply) => reply.content).sort()).toEqual(people.map((_, i) => `Reply ${i}`).sort());
  });

  it('the same person toggling one reaction in parallel ends in a consistent count', async () => {
    const post = await t.newPost(people[0].token);
    await Promise.all(Array.from({ length: 5 }, () => t.react(people[1].token, post._id, '🎉')));
    // Five toggles: on, off, on, off, on.
    expect((await postNow(post._id)).reactions).toEqual({ '🎉': 1 });
  });
});
