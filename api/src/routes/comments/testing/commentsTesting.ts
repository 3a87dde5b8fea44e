import type { CommentThreadView } from '@lorewright/domain/comments/commentView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { openWikisApp } from '../../wikis/testing/wikisTesting';

// Shared by the comment specs: the wikis app (worlds and members too) plus a writing with its
// scenes, a wiki with a section, and the comment calls.
export const openCommentsApp = async () => {
  const t = await openWikisApp();

  const newDoc = async (token: string, worldId: string) => {
    const { _id } = await t.newWriting(token, worldId);
    return (await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${_id}`, { token }))).writing;
  };

  // A wiki whose one section is `sec1`.
  const wikiWithSection = async (token: string, worldId: string) => {
    const wiki = await t.newWiki(token, worldId);
    return t.updated(token, wiki._id, { sections: [{ _id: 'sec1', title: 'Early life', content: 'Born by the river.' }] });
  };

  const comment = (token: string | undefined, payload: object) => t.call('POST', 'comments', { token, payload });
  const commented = (token: string, payload: object) => t.ok<{ id: string; threadID: string; message: string }>(comment(token, payload), 201);
  // A new thread on the first paragraph of the writing's first scene.
  const onScene = (doc: WritingView, text = 'Dawn or dusk?') => ({
    element: 'writing',
    elementID: doc._id,
    part: doc.scenes[0]._id,
    paragraph: 0,
    quote: 'The river rose.',
    text,
  });
  const threads = async (token: string, element: string, elementId: string, part?: string) =>
    (await t.ok<{ threads: CommentThreadView[] }>(t.call('GET', `comments/${element}/${elementId}${part ? `?part=${part}` : ''}`, { token }))).threads;

  // The comment notifications a user was sent, once the reactors and the views have caught up.
  const commentNotificationsOf = async (token: string) => {
    await t.stack.waitForViews(await t.logAtRest(), ['notifications']);
    const { notifications } = await t.ok<{ notifications: { title: string; subtitle: string; link: string }[] }>(
      t.call('POST', 'notifications/history', { token, payload: {} }),
    );
    return notifications.filter((n) => n.title === 'New comment').map(({ subtitle, link }) => ({ subtitle, link }));
  };

  return { ...t, newDoc, wikiWithSection, comment, commented, onScene, threads, commentNotificationsOf };
};

export type CommentsApp = Awaited<ReturnType<typeof openCommentsApp>>;
