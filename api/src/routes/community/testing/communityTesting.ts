import type { PostView, ThreadListItem, ThreadView } from '@lorewright/domain/community/postView';
import { openWorldsApp } from '../../worlds/testing/worldsTesting';

// Shared by the community specs: the worlds app plus the steps of the feed and the forum. Each
// change comes a second after the last (the test clock stands still otherwise), so newest-first
// orders are well defined.
export const openCommunityApp = async () => {
  const t = await openWorldsApp();

  const newPost = async (token: string, content = 'Hello, world builders.', payload: object = {}) => {
    t.clock.advance(1000);
    return (await t.ok<{ message: string; post: PostView }>(t.call('POST', 'posts/newPost', { token, payload: { content, ...payload } }), 201)).post;
  };

  const replyTo = async (token: string, parentID: string, content = 'Lovely.', payload: object = {}) => {
    t.clock.advance(1000);
    return (await t.ok<{ post: PostView }>(t.call('POST', 'posts/newReply', { token, payload: { parentID, content, ...payload } }), 201)).post;
  };

  const react = (token: string, postID: string, emoji: string) => t.call('POST', 'posts/react', { token, payload: { postID, emoji } });

  const newThread = async (token: string, subforum = 'discussions', title = 'On maps', payload: object = {}) => {
    t.clock.advance(1000);
    return (
      await t.ok<{ thread: ThreadListItem }>(
        t.call('POST', `forum/${subforum}/newthread`, { token, payload: { postType: 'text', title, content: 'Opening.', ...payload } }),
        201,
      )
    ).thread;
  };

  const threadPost = async (token: string, subforum: string, threadId: string, content = 'Me too.') => {
    t.clock.advance(1000);
    return t.ok<{ message: string } & ThreadView>(t.call('POST', `forum/${subforum}/${threadId}/newpost`, { token, payload: { content } }), 201);
  };

  const feed = async (tab: 'discoverFeed' | 'followingFeed', token?: string, page = { page: 0, limit: 20 }) =>
    t.ok<{ total: number; posts: PostView[] }>(t.call('POST', `posts/${tab}`, { token, payload: page }));

  // A writing of the author's own world, for links.
  const ownWriting = async (token: string, visibility: 'public' | 'private' = 'private') => {
    const world = await t.createWorld(token);
    if (visibility === 'public') await t.setVisibility(token, world._id, 'public');
    const { writing } = await t.ok<{ writing: { _id: string; title: string } }>(
      t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID: world._id, title: 'Chapter One' } }),
      201,
    );
    if (visibility === 'public') {
      const payload = { element: 'writing', elementID: writing._id, worldID: world._id, visibility };
      await t.ok(t.call('POST', 'updateElementVisibility', { token, payload }));
    }
    return { world, writing };
  };

  return { ...t, newPost, replyTo, react, newThread, threadPost, feed, ownWriting };
};

export type CommunityApp = Awaited<ReturnType<typeof openCommunityApp>>;
