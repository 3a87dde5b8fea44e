import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { REACTION_EMOJIS } from '@lorewright/domain/community/emojis';
import type { PostView } from '@lorewright/domain/community/postView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePost, makeReply, makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderPage } from '../../testing/renderPage';
import type { PostActions } from './postActions';
import { PostCard } from './PostCard';

const fakeActions = (): PostActions => ({
  react: vi.fn(async () => ({})),
  reply: vi.fn(async () => ({ message: m.newReplyAdded })),
  deletePost: vi.fn(async () => ({ message: m.postDeleted })),
  deleteReply: vi.fn(async () => ({ message: 'Reply deleted.' })),
  report: vi.fn(async () => ({ message: m.reportReceived })),
});

// Signed in as Ada (u1); posts are Grace's (u2) unless said otherwise.
const show = (post: PostView, actions = fakeActions(), token: string | null = 't') => {
  renderPage('/', <PostCard post={post} actions={actions} />, '/', token);
  return actions;
};

describe('PostCard', () => {
  mockApiPerTest({ 'POST me': meAnswer(makeUser()) });

  it('shows the author linking to their profile, the age, the feedback wanted and the text', async () => {
    show(makePost({ content: 'First line\nsecond line' }));
    const post = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    expect(within(post).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/user/u2');
    expect(within(post).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(post).getByText('Constructive Criticism')).toBeInTheDocument();
    expect(post.querySelector('p')?.textContent).toBe('First line\nsecond line');
  });

  it('shows markup as text and makes only http(s) addresses links', async () => {
    show(makePost({ content: '<img src=x onerror=alert(1)> javascript:alert(1) https://lore.example/map' }));
    const post = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    expect(post.querySelector('img')).toBeNull();
    expect(within(post).getByText(/<img src=x onerror=alert\(1\)> javascript:alert\(1\)/)).toBeInTheDocument();
    const links = within(post)
      .getAllByRole('link')
      .filter((link) => link.textContent !== 'Grace Hopper');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://lore.example/map');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it("links the post's elements where readers read them", async () => {
    show(
      makePost({
        links: [
          { _id: 'w1', type: 'writing', title: 'The Lantern Road' },
          { _id: 'm1', type: 'map', title: 'Northern Marches' },
        ],
      }),
    );
    const chips = within(await screen.findByRole('list', { name: 'Linked elements' }));
    expect(chips.getByRole('link', { name: /The Lantern Road/ })).toHaveAttribute('href', '/reading-room/w1');
    expect(chips.getByRole('link', { name: /Northern Marches/ })).toHaveAttribute('href', '/map/m1');
  });

  it("reacts: an emoji's count adds or removes, the picker's 41 move, the reader's own pressed", async () => {
    const actions = show(makePost({ reactions: { '👍': 2, '🔥': 1 }, myReaction: '🔥' }));
    const reactions = within(await screen.findByRole('list', { name: 'Reactions' }));
    expect(reactions.getByRole('button', { name: '🔥 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(reactions.getByRole('button', { name: '👍 2' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(reactions.getByRole('button', { name: '👍 2' }));
    await waitFor(() => expect(actions.react).toHaveBeenLastCalledWith({ postID: 'p1', emoji: '👍' }));
    fireEvent.click(reactions.getByRole('button', { name: '🔥 1' }));
    await waitFor(() => expect(actions.react).toHaveBeenLastCalledWith({ postID: 'p1', emoji: '🔥' }));

    fireEvent.click(screen.getByRole('button', { name: /React$/ }));
    const picker = within(screen.getByRole('dialog', { name: 'Choose a reaction' }));
    expect(picker.getAllByRole('button')).toHaveLength(REACTION_EMOJIS.length);
    expect(picker.getByRole('button', { name: 'React with 🔥' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(picker.getByRole('button', { name: 'React with 🐉' }));
    await waitFor(() => expect(actions.react).toHaveBeenLastCalledWith({ postID: 'p1', emoji: '🐉' }));
    expect(screen.queryByRole('dialog', { name: 'Choose a reaction' })).not.toBeInTheDocument();
  });

  it('shows and hides nested replies', async () => {
    const nested = makeReply({ _id: 'r2', parentID: 'r1', userName: 'Ada Lovelace', authorID: 'u1', content: 'Thank you!' });
    show(makePost({ replyCount: 2, replies: [makeReply({ replies: [nested] })] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show replies (2)' }));
    const outer = screen.getByRole('article', { name: 'Reply by Grace Hopper' });
    expect(within(outer).getByText('Lovely coastline.')).toBeInTheDocument();
    const inner = within(within(outer).getByRole('list', { name: 'Nested replies' })).getByRole('article', { name: 'Reply by Ada Lovelace' });
    expect(within(inner).getByText('Thank you!')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Hide replies' }));
    expect(screen.queryByRole('article', { name: 'Reply by Grace Hopper' })).not.toBeInTheDocument();
  });

  it("replies to the post and to a reply, refusing an empty reply with the product's text", async () => {
    const actions = show(makePost({ replyCount: 1, replies: [makeReply()] }));
    const post = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    fireEvent.click(within(post).getAllByRole('button', { name: 'Reply' })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(m.noReplyContent)).toBeInTheDocument();
    expect(actions.reply).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Where is the capital?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(m.newReplyAdded)).toBeInTheDocument();
    expect(actions.reply).toHaveBeenCalledWith({ parentID: 'p1', content: 'Where is the capital?', feedback: 1, links: [] });

    // The form closed and the replies opened: answer the reply itself.
    const reply = screen.getByRole('article', { name: 'Reply by Grace Hopper' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(reply).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Agreed.' } });
    fireEvent.click(within(reply).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(actions.reply).toHaveBeenLastCalledWith({ parentID: 'r1', content: 'Agreed.', feedback: 1, links: [] }));
  });

  it("offers no Reply on a 'Reactions Only' post", async () => {
    show(makePost({ feedback: 2 }));
    const post = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    expect(within(post).getByText('Reactions Only')).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('lets only the author delete a post, after asking', async () => {
    const actions = show(makePost({ authorID: 'u1', userName: 'Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete post?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.postDeleted)).toBeInTheDocument();
    expect(actions.deletePost).toHaveBeenCalledWith('p1');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it("shows no Delete on someone else's post or reply, and asks 'Delete reply?' for one's own", async () => {
    const mine = makeReply({ _id: 'r2', authorID: 'u1', userName: 'Ada Lovelace' });
    const actions = show(makePost({ replyCount: 2, replies: [makeReply(), mine] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show replies (2)' }));
    await screen.findAllByRole('button', { name: 'Report' });
    const post = screen.getByRole('article', { name: 'Post by Grace Hopper' });
    expect(within(post).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Reply by Grace Hopper' })).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    fireEvent.click(within(screen.getByRole('article', { name: 'Reply by Ada Lovelace' })).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: m.deleteReply })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(actions.deleteReply).toHaveBeenCalledWith('r2'));
  });

  it("reports someone else's post with a reason, showing the answer's text", async () => {
    const actions = show(makePost());
    const post = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    fireEvent.click(await within(post).findByRole('button', { name: 'Report' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Report this post' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send Report' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(m.reportReasonRequired);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Spam' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText(m.reportReceived)).toBeInTheDocument();
    expect(actions.report).toHaveBeenCalledWith({ target: 'post', targetID: 'p1', reason: 'Spam' });
    // The dialog closes in the render after the answer's text shows.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this post' })).not.toBeInTheDocument());
  });

  it('shows a visitor neither Delete nor Report', async () => {
    show(makePost(), fakeActions(), null);
    await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });
});
