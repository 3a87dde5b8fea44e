import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACTION_EMOJIS } from '@lorewright/domain/community/emojis';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { REQUEST_ID_HEADER } from '../../plugins/requestIds';
import { openAccountsApp, type AccountsApp, TOO_MANY_ATTEMPTS } from '../accounts/testing/accountsTesting';

// Posting is one budget per person, whichever way it is spent: feed posts, replies, forum
// threads and forum posts (plugins/rateLimits.ts `post`). Reports are a budget of their own.
// Once a budget is spent, every route of it answers 429 {error} and stores nothing.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

const signUp = (email: string) => t.signUpFromOwnAddress(email);

const newPost = (token: string, n: number) => t.call('POST', 'posts/newPost', { token, payload: { content: `Post number ${n}.` } });
const newReply = (token: string, parentID: string) => t.call('POST', 'posts/newReply', { token, payload: { parentID, content: 'A reply.' } });
const newThread = (token: string) =>
  t.call('POST', 'forum/discussions/newthread', { token, payload: { postType: 'text', title: 'On maps', content: 'Opening.' } });
const threadPost = (token: string, threadId: string) => t.call('POST', `forum/discussions/${threadId}/newpost`, { token, payload: { content: 'Me too.' } });

// The answer, and the events stored under its request id (none for a refusal).
const refused = async (request: () => ReturnType<AccountsApp['call']>) => {
  const res = await request();
  const stored = (await t.stack.eventStore.readAll()).filter((e) => e.metadata.correlationId === res.headers[REQUEST_ID_HEADER]);
  return { status: res.statusCode, body: res.json<unknown>(), stored: stored.map((e) => e.type) };
};

// A thread and a feed post to answer to, made before the budget runs out (each spends one).
const somewhereToPost = async (token: string) => {
  const thread = await newThread(token);
  expect(thread.statusCode, thread.body).toBe(201);
  const post = await newPost(token, 0);
  expect(post.statusCode, post.body).toBe(201);
  return { threadId: thread.json<{ thread: { _id: string } }>().thread._id, postId: post.json<{ post: { _id: string } }>().post._id };
};

describe('posting: one budget for feed posts, replies, threads and thread posts', () => {
  const [{ max }] = RATE_LIMITS.post;

  it('spent on feed posts, a reply, a thread and a thread post are each refused', async () => {
    const { token } = await signUp('ada.posts@example.com');
    const { threadId, postId } = await somewhereToPost(token);
    for (let n = 2; n < max; n++) expect((await newPost(token, n)).statusCode).toBe(201);
    const refusal = { status: 429, body: TOO_MANY_ATTEMPTS, stored: [] };
    expect(await refused(() => newPost(token, max))).toEqual(refusal);
    expect(await refused(() => newReply(token, postId))).toEqual(refusal);
    expect(await refused(() => newThread(token))).toEqual(refusal);
    expect(await refused(() => threadPost(token, threadId))).toEqual(refusal);

    // Someone else still posts, also under the thread and the post of the one held back.
    const bea = await signUp('bea.posts@example.com');
    expect((await newReply(bea.token, postId)).statusCode).toBe(201);
    expect((await threadPost(bea.token, threadId)).statusCode).toBe(201);
  });

  it('spent on forum threads and thread posts, feed posts and replies are refused', async () => {
    const { token } = await signUp('cai.posts@example.com');
    const { threadId, postId } = await somewhereToPost(token);
    for (let n = 2; n < max; n++) expect((await (n % 2 ? newThread(token) : threadPost(token, threadId))).statusCode).toBe(201);
    expect((await refused(() => newPost(token, max))).status).toBe(429);
    expect((await refused(() => newReply(token, postId))).status).toBe(429);
  });

  it('reacting is not posting: a person out of posts still reacts', async () => {
    const { token } = await signUp('dan.posts@example.com');
    const { postId } = await somewhereToPost(token);
    for (let n = 2; n < max; n++) expect((await newPost(token, n)).statusCode).toBe(201);
    expect((await newPost(token, max)).statusCode).toBe(429);
    expect((await t.call('POST', 'posts/react', { token, payload: { postID: postId, emoji: REACTION_EMOJIS[0] } })).statusCode).toBe(200);
  });
});

describe('reports: a budget of their own', () => {
  it('refuses a report once the budget is spent (refused reports spend it too), storing nothing; posting and other people are not held back', async () => {
    const [{ max }] = RATE_LIMITS.report;
    const [ada, bea, cai] = [await signUp('ada.reports@example.com'), await signUp('bea.reports@example.com'), await signUp('cai.reports@example.com')];
    const targetID = (await newPost(bea.token, 1)).json<{ post: { _id: string } }>().post._id;
    const report = (token: string) => t.call('POST', 'posts/report', { token, payload: { target: 'post', targetID, reason: 'Spam.' } });
    expect((await report(ada.token)).statusCode).toBe(201);
    // The same post again is a 409, and spends the budget all the same.
    for (let n = 1; n < max; n++) expect((await report(ada.token)).statusCode).toBe(409);
    expect(await refused(() => report(ada.token))).toEqual({ status: 429, body: TOO_MANY_ATTEMPTS, stored: [] });
    expect((await newPost(ada.token, 1)).statusCode).toBe(201);
    expect((await report(cai.token)).statusCode).toBe(201);
  });
});
