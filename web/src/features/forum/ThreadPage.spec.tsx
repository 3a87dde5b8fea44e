import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, makeThread, makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { threadReplyDraftKey } from './ThreadReplyForm';

const opening = makePost({
  _id: 't1',
  kind: 'thread',
  title: 'How do you name rivers?',
  content: 'After gods, or after fish?',
  subforum: 'discussions',
  threadID: 't1',
});
const answer = makePost({
  _id: 'p2',
  kind: 'forum',
  userName: 'Ada Lovelace',
  authorID: 'u1',
  content: 'After fish.',
  subforum: 'discussions',
  threadID: 't1',
  reactions: { '🎉': 2 },
});
const view = { thread: makeThread(), posts: [opening, answer], page: 0, pageSize: 50, total: 1 };

describe('/community/forum/:subforum/:threadId', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser()),
    'GET forum/discussions/t1': { status: 200, body: view },
  });

  it('shows the thread title and its posts, and a visitor a login link instead of the reply form', async () => {
    renderRoute('/community/forum/discussions/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'How do you name rivers?' }, { timeout: 5000 })).toBeInTheDocument();
    const posts = within(screen.getByRole('region', { name: 'Posts' }));
    expect(posts.getAllByRole('article').map((post) => post.getAttribute('aria-label'))).toEqual(['Post by Grace Hopper', 'Post by Ada Lovelace']);
    expect(posts.getByText('After gods, or after fish?')).toBeInTheDocument();
    expect(posts.getByRole('button', { name: '🎉 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Post Reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Discussions/ })).toHaveAttribute('href', '/community/forum/discussions');
  });

  it('lets a member post a reply, kept as a draft until it is sent', async () => {
    api().on('POST forum/discussions/t1/newpost', {
      status: 201,
      body: {
        message: m.newReplyAdded,
        thread: makeThread({ numPosts: 4 }),
        posts: [opening, answer, makePost({ _id: 'p3', userName: 'Ada Lovelace', authorID: 'u1', content: 'Or after the first drowned.' })],
        page: 0,
        pageSize: 50,
        total: 2,
      },
    });
    localStorage.setItem(`lorewright.draft.u1.${threadReplyDraftKey('t1')}`, JSON.stringify({ content: 'Or after', links: [] }));
    renderRoute('/community/forum/discussions/t1', { token: 't' });
    const form = within(await screen.findByRole('form', { name: 'Post Reply' }, { timeout: 5000 }));
    const content = form.getByRole('textbox', { name: 'Content' });
    expect(content).toHaveValue('Or after');

    fireEvent.change(content, { target: { value: '  ' } });
    fireEvent.click(form.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(m.noReplyContent)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`Warning: ${m.noReplyContent}`);

    fireEvent.change(content, { target: { value: 'Or after the first drowned.' } });
    fireEvent.click(form.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(m.newReplyAdded)).toBeInTheDocument();
    expect(api().callsTo('POST forum/discussions/t1/newpost')[0]?.body).toEqual({ content: 'Or after the first drowned.', links: [] });
    expect(await screen.findByText('Or after the first drowned.', { selector: 'article p' })).toBeInTheDocument();
    await waitFor(() => expect(content).toHaveValue(''));
    expect(localStorage.getItem(`lorewright.draft.u1.${threadReplyDraftKey('t1')}`)).toBeNull();
  });

  it('pages a long thread: the next page is asked for and kept in the address', async () => {
    const later = makePost({ _id: 'p60', kind: 'forum', content: 'The sixtieth word.', subforum: 'discussions', threadID: 't1' });
    api().on('GET forum/discussions/t1', { status: 200, body: { ...view, total: 60 } });
    api().on('GET forum/discussions/t1?page=1', { status: 200, body: { ...view, posts: [opening, later], page: 1, total: 60 } });
    renderRoute('/community/forum/discussions/t1');
    const pages = within(await screen.findByRole('navigation', { name: 'Thread pages' }, { timeout: 5000 }));
    fireEvent.click(pages.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('The sixtieth word.')).toBeInTheDocument();
    expect(api().callsTo('GET forum/discussions/t1?page=1')).toHaveLength(1);
  });

  it('reports the opening post as the thread', async () => {
    api().on('POST posts/report', { status: 201, body: { message: m.reportReceived } });
    renderRoute('/community/forum/discussions/t1', { token: 't' });
    const opener = await screen.findByRole('article', { name: 'Post by Grace Hopper' }, { timeout: 5000 });
    fireEvent.click(await within(opener).findByRole('button', { name: 'Report' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Report this thread' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Off topic' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText(m.reportReceived)).toBeInTheDocument();
    expect(api().callsTo('POST posts/report')[0]?.body).toEqual({ target: 'thread', targetID: 't1', reason: 'Off topic' });
  });

  it("says 'Thread not found.' for a thread that is not there", async () => {
    api().on('GET forum/discussions/t1', { status: 404, body: { error: m.threadNotFound } });
    renderRoute('/community/forum/discussions/t1');
    expect(await screen.findByText(m.threadNotFound, { exact: false }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the forum' })).toHaveAttribute('href', '/community/forum');
  });
});
