import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import type { PostView } from '@lorewright/domain/community/postView';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePost, makeReply, makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderPage } from '../../testing/renderPage';
import type { PostActions } from './postActions';
import { PostCard } from './PostCard';

// Content hidden by staff: its author sees why; others see at most a placeholder.
const actions = (): PostActions => ({
  react: vi.fn(async () => ({})),
  reply: vi.fn(async () => ({ message: m.newReplyAdded })),
  deletePost: vi.fn(async () => ({ message: m.postDeleted })),
  deleteReply: vi.fn(async () => ({ message: 'Reply deleted.' })),
  report: vi.fn(async () => ({ message: m.reportReceived })),
});
// Signed in as Ada (u1).
const show = (post: PostView) => renderPage('/', <PostCard post={post} actions={actions()} />, '/', 't');

describe('hidden content in the community', () => {
  mockApiPerTest({ 'POST me': meAnswer(makeUser()) });

  it('the author of a hidden post sees it with “Hidden by staff: {reason}”', async () => {
    show(makePost({ authorID: 'u1', userName: 'Ada Lovelace', hiddenReason: 'Insults other members.' }));
    const post = await screen.findByRole('article', { name: 'Post by Ada Lovelace' });
    expect(within(post).getByRole('note')).toHaveTextContent('Hidden by staff: Insults other members.');
  });

  it('the author of a hidden reply sees it marked; a hidden reply of someone else is a bare placeholder', async () => {
    const own = makeReply({ _id: 'r1', authorID: 'u1', userName: 'Ada Lovelace', content: 'My rude reply', hidden: true, hiddenReason: 'Rude.' });
    const placeholder = makeReply({
      _id: 'r2',
      authorID: '',
      userName: '',
      content: '',
      hidden: true,
      replies: [makeReply({ _id: 'r3', content: 'Please be kind' })],
    });
    show(makePost({ replyCount: 1, replies: [own, placeholder] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show replies (1)' }));
    const mine = screen.getByRole('article', { name: 'Reply by Ada Lovelace' });
    expect(within(mine).getByRole('note')).toHaveTextContent('Hidden by staff: Rude.');
    const hidden = screen.getByRole('article', { name: 'Hidden reply' });
    expect(within(hidden).getByText('This reply was hidden.')).toBeInTheDocument();
    expect(within(hidden).getByText('Please be kind')).toBeInTheDocument();
    // Only the reply under it can be reported: the placeholder has no author and no actions.
    expect(within(hidden).getAllByRole('button', { name: 'Report' })).toHaveLength(1);
    expect(within(hidden).queryByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('a post whose only reply is the reader’s own hidden one still offers to show it', async () => {
    show(makePost({ replyCount: 0, replies: [makeReply({ authorID: 'u1', userName: 'Ada Lovelace', hidden: true, hiddenReason: 'Rude.' })] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show replies' }));
    expect(screen.getByRole('note')).toHaveTextContent('Hidden by staff: Rude.');
  });
});
