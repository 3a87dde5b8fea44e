import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../../lib/session/api';
import type { MeResponse } from '../../lib/session/types';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makePublicWorld } from '../../testing/worldFixtures';

const followed = [makePublicWorld({ _id: 'w1', name: 'Aldervale' }), makePublicWorld({ _id: 'w2', name: 'Hollowmere', description: 'y'.repeat(90) })];

describe('/dashboard/following', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser({ following: { worlds: ['w1', 'w2'] } })),
    'GET followingWorlds': { status: 200, body: { worlds: followed } },
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoute('/dashboard/following');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says when the user follows no worlds', async () => {
    api().on('GET followingWorlds', { status: 200, body: { worlds: [] } });
    renderRoute('/dashboard/following', { token: 't' });
    expect(await screen.findByText(m.notFollowing)).toBeInTheDocument();
  });

  it('shows the followed worlds as cards with their author and an 80-character preview', async () => {
    renderRoute('/dashboard/following', { token: 't' });
    const list = within(await screen.findByRole('list', { name: 'Followed worlds' }));
    expect(list.getByRole('link', { name: 'Aldervale' })).toHaveAttribute('href', '/world/w1');
    expect(list.getByRole('link', { name: 'Hollowmere' })).toHaveAttribute('href', '/world/w2');
    expect(list.getByText(`${'y'.repeat(80)}...`)).toBeInTheDocument();
    expect(list.getAllByRole('link', { name: 'Grace Hopper' })[0]).toHaveAttribute('href', '/user/a1');
    expect(list.getAllByRole('button', { name: /^Unfollow/ })).toHaveLength(2);
  });

  it('unfollows a world: it leaves the list and the account, with the server’s message', async () => {
    api().on('POST user/toggleFollowWorld', { status: 200, body: { message: m.unfollowed, worlds: ['w2'] } });
    const { queryClient } = renderRoute('/dashboard/following', { token: 't' });
    const list = within(await screen.findByRole('list', { name: 'Followed worlds' }));
    fireEvent.click(list.getByRole('button', { name: 'Unfollow Aldervale' }));

    expect(await screen.findByText(m.unfollowed)).toBeInTheDocument();
    expect(api().callsTo('POST user/toggleFollowWorld')[0]?.body).toEqual({ worldID: 'w1' });
    await waitFor(() => expect(list.queryByRole('link', { name: 'Aldervale' })).not.toBeInTheDocument());
    expect(list.getByRole('link', { name: 'Hollowmere' })).toBeInTheDocument();
    expect(queryClient.getQueryData<MeResponse>(meQueryKey)?.user.following.worlds).toEqual(['w2']);
  });

  it("shows the server's error when unfollowing fails", async () => {
    api().on('POST user/toggleFollowWorld', { status: 404, body: { error: m.notFound } });
    renderRoute('/dashboard/following', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Unfollow Aldervale' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.notFound);
  });
});
