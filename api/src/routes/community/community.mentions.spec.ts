import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { POST_CONTENT_MAX } from '@lorewright/domain/community/communityLimits';
import type { PostView } from '@lorewright/domain/community/postView';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { linkToken } from '@lorewright/domain/wikis/sectionLinks';
import { openCommunityApp, type CommunityApp } from './testing/communityTesting';

// @mentions in feed posts are `[[type:id]]` tokens in the post's text, as a wiki section writes
// them: the text rule and the length limit take them as the characters they are, the post is
// stored and answered as written, and an element's title reaches only readers who may see it
// (GET link/{type}/{id} answers 404 to anyone else, as for a missing element).

let t: CommunityApp;
let ann: Awaited<ReturnType<CommunityApp['person']>>;
let bob: Awaited<ReturnType<CommunityApp['person']>>;
beforeAll(async () => {
  t = await openCommunityApp();
  [ann, bob] = await Promise.all([t.person('ann'), t.person('bob')]);
});
afterAll(() => t.close());

const titleFor = (type: string, id: string, token?: string) => t.call('GET', `link/${type}/${id}`, { token });

describe('@mentions in feed posts', () => {
  it('a post mentioning an element keeps the token as written; a post of a token alone is not blank', async () => {
    const { writing } = await t.ownWriting(ann.token);
    const token = linkToken({ type: 'writing', id: writing._id });
    const post = await t.newPost(ann.token, `  Read ${token} tonight.  `);
    expect(post.content).toBe(`Read ${token} tonight.`);
    expect((await t.newPost(ann.token, token)).content).toBe(token);
  });

  it('the length limit counts a token as its characters', async () => {
    const token = linkToken({ type: 'wiki', id: 'k1' });
    const fits = `${'x'.repeat(POST_CONTENT_MAX - token.length)}${token}`;
    expect((await t.newPost(ann.token, fits)).content).toHaveLength(POST_CONTENT_MAX);
    await t.expectRefused(() => t.call('POST', 'posts/newPost', { token: ann.token, payload: { content: `x${fits}` } }), 400, m.postTooLong);
  });

  it('a reader who may not see the mentioned element gets no title for it, in the feed or from GET link', async () => {
    const { writing } = await t.ownWriting(ann.token);
    const post = await t.newPost(ann.token, `Read ${linkToken({ type: 'writing', id: writing._id })}`);
    const feed = await t.feed('discoverFeed', bob.token);
    const seen = feed.posts.find((each: PostView) => each._id === post._id);
    expect(seen?.content).toBe(post.content);
    expect(JSON.stringify(feed)).not.toContain(writing.title);

    for (const token of [bob.token, undefined]) {
      const res = await titleFor('writing', writing._id, token);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { error: elementMessages.notFound } });
    }
    expect((await titleFor('writing', writing._id, ann.token)).json()).toEqual({ title: 'Chapter One', type: 'writing', id: writing._id });
  });

  it('once the element is public, every reader gets its current title', async () => {
    const { world, writing } = await t.ownWriting(ann.token, 'public');
    await t.newPost(ann.token, `Read ${linkToken({ type: 'writing', id: writing._id })}`);
    await t.ok(t.call('PUT', 'writing/rename', { token: ann.token, payload: { writingID: writing._id, worldID: world._id, title: 'Chapter Two' } }));
    expect((await titleFor('writing', writing._id)).json()).toEqual({ title: 'Chapter Two', type: 'writing', id: writing._id });
    expect((await titleFor('writing', writing._id, bob.token)).json()).toMatchObject({ title: 'Chapter Two' });
  });
});

describe('mentions in excerpts', () => {
  it('a profile’s recent posts read a mention as its kind: no token, none cut in half', async () => {
    const cy = await t.person('cy');
    const post = await t.newPost(cy.token, `${'x'.repeat(195)} ${linkToken({ type: 'wiki', id: 'k1' })} tail`);
    const { user } = await t.ok<{ user: { posts: { excerpt: string }[] } }>(t.call('GET', `user/profile/${cy.id}`));
    expect(post.content).toContain('[[wiki:k1]]');
    expect(user.posts[0].excerpt).toBe(`${'x'.repeat(195)} @wik`);
  });
});
