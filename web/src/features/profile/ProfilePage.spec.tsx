import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer, mockApi } from '../../testing/mockApi';
import { renderRoute } from '../../testing/renderRoute';
import type { Profile } from './api';

const ada: Profile = {
  _id: 'u1',
  name: 'Ada Lovelace',
  avatarImage: 'default_avatar.png',
  dateJoined: '2025-03-14T12:00:00.000Z',
  worlds: [],
  posts: [],
  threads: [],
};

describe('public profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows avatar, name, member-since date and the empty worlds, posts and threads', async () => {
    const api = mockApi({ 'GET user/profile/u1': { status: 200, body: { user: ada } } });
    renderRoute('/user/u1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(api.callsTo('GET user/profile/u1')).toHaveLength(1);

    const hero = screen.getByRole('region', { name: 'Ada Lovelace' });
    // The default avatar is drawn.
    expect(hero.querySelector('[data-default-avatar]')).not.toBeNull();
    expect(hero).toHaveTextContent('Member since March 14, 2025');
    expect(within(hero).getByText('March 14, 2025')).toHaveAttribute('dateTime', ada.dateJoined);

    const worlds = within(screen.getByRole('region', { name: 'Worlds' }));
    expect(worlds.getByText('No public worlds yet.')).toBeInTheDocument();
    const posts = within(screen.getByRole('region', { name: 'Posts' }));
    expect(posts.getByText('There are no posts.')).toBeInTheDocument();
    const threads = within(screen.getByRole('region', { name: 'Forum threads' }));
    expect(threads.getByText('No forum threads yet.')).toBeInTheDocument();
    // Not the viewer's own profile: nothing to edit.
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ada Lovelace · Lorewright'));
  });

  it('shows an uploaded avatar from the avatar address', async () => {
    mockApi({ 'GET user/profile/u1': { status: 200, body: { user: { ...ada, avatarImage: 'u1.png' } } } });
    renderRoute('/user/u1');
    const hero = await screen.findByRole('region', { name: 'Ada Lovelace' });
    expect(hero.querySelector('img')).toHaveAttribute('src', '/media/avatars/u1/u1.png');
  });

  it('lists public worlds, recent posts and recent threads once there are some, each linking to it', async () => {
    mockApi({
      'GET user/profile/u1': {
        status: 200,
        body: {
          user: {
            ...ada,
            worlds: [{ _id: 'w1', name: 'Arden' }, 'w2'],
            posts: [
              { _id: 'p1', excerpt: 'On maps and the northern isles', datePosted: '2025-04-01T10:00:00.000Z' },
              { _id: 'p2', excerpt: 'Dragons, again', datePosted: '2025-03-20T10:00:00.000Z' },
            ],
            threads: [{ _id: 't1', subforum: 'work-in-progress', title: 'Eldoria, a map a week', datePosted: '2025-04-02T10:00:00.000Z' }],
          },
        },
      },
    });
    renderRoute('/user/u1');
    const worlds = within(await screen.findByRole('region', { name: 'Worlds' }));
    expect(worlds.getByRole('link', { name: 'Arden' })).toHaveAttribute('href', '/world/w1');
    expect(worlds.getByRole('link', { name: 'Untitled world' })).toHaveAttribute('href', '/world/w2');
    expect(worlds.queryByText('No public worlds yet.')).not.toBeInTheDocument();
    const posts = within(screen.getByRole('region', { name: 'Posts' }));
    const first = posts.getByRole('link', { name: /On maps and the northern isles/ });
    expect(first).toHaveAttribute('href', '/community/posts');
    expect(first).toHaveTextContent('April 1, 2025');
    expect(within(first).getByText('April 1, 2025')).toHaveAttribute('dateTime', '2025-04-01T10:00:00.000Z');
    expect(posts.getByRole('link', { name: /Dragons, again/ })).toBeInTheDocument();
    expect(posts.queryByText('There are no posts.')).not.toBeInTheDocument();
    const threads = within(screen.getByRole('region', { name: 'Forum threads' }));
    const thread = threads.getByRole('link', { name: /Eldoria, a map a week/ });
    expect(thread).toHaveAttribute('href', '/community/forum/work-in-progress/t1');
    expect(thread).toHaveTextContent('Work In Progress · April 2, 2025');
    expect(screen.getByRole('list', { name: 'Activity' })).toHaveTextContent('2 worlds2 posts1 thread');
  });

  it('reads a profile without threads (a server from before the forum) as having none', async () => {
    const { threads: _, ...older } = ada;
    mockApi({ 'GET user/profile/u1': { status: 200, body: { user: older } } });
    renderRoute('/user/u1');
    const threads = within(await screen.findByRole('region', { name: 'Forum threads' }));
    expect(threads.getByText('No forum threads yet.')).toBeInTheDocument();
  });

  it('offers the signed-in user a way to edit their own profile', async () => {
    mockApi({
      'POST me': meAnswer(makeUser()),
      'GET user/profile/u1': { status: 200, body: { user: ada } },
    });
    renderRoute('/user/u1', { token: 't' });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/dashboard/settings');
  });

  it('says "User not found." for an unknown user, with a way home', async () => {
    mockApi({ 'GET user/profile/nobody': { status: 404, body: { error: 'User not found.' } } });
    renderRoute('/user/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Profile Not Found · Lorewright'));
  });

  it('shows a loading state, then a retry on a server failure', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const api = mockApi({ 'GET user/profile/u1': () => new Promise((resolve) => (answer = resolve)) });
    renderRoute('/user/u1');
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Loading…');
    const failure = { status: 500, body: { error: 'Something went wrong in the server.' } };
    api.on('GET user/profile/u1', failure);
    answer(failure);
    // One automatic retry (after a second) for a server failure, then the message.
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this profile' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong in the server.')).toBeInTheDocument();
    expect(api.callsTo('GET user/profile/u1')).toHaveLength(2);

    api.on('GET user/profile/u1', { status: 200, body: { user: ada } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
