import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const notification = (id: string, overrides: Partial<NotificationView> = {}): NotificationView => ({
  _id: id,
  userID: 'u1',
  read: false,
  icon: 'invitation',
  title: 'World invitation',
  subtitle: `Ada invited you to World ${id}`,
  link: `/invitation/${id}`,
  date: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

const readAnswer = (id: string) => ({ status: 200, body: { notification: notification(id, { read: true }) } });

async function bell(name: RegExp | string = /^Notifications/) {
  const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
  return nav.findByRole('button', { name });
}

async function openPanel(name?: RegExp | string) {
  fireEvent.click(await bell(name));
  return within(await screen.findByRole('region', { name: 'Notifications' }));
}

// The socket the signed-in app opened, accepted by the "server".
async function acceptedSocket() {
  await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
  const ws = FakeWebSocket.latest()!;
  act(() => {
    ws.serverOpen();
    ws.serverSend({ type: 'ready' });
  });
  return ws;
}

describe('notifications dropdown', () => {
  const api = mockApiPerTest();

  it('shows the unread count on the bell and lists the unread notifications with icon, title, subtitle and link', async () => {
    api().on(
      'POST me',
      meAnswer(makeUser(), [
        notification('n2'),
        notification('n1', { icon: 'member', title: 'New member', subtitle: 'Bea joined Eldoria', link: '/manage-members' }),
        notification('old', { read: true }),
      ]),
    );
    renderRoute('/', { token: 't' });
    const panel = await openPanel('Notifications, 2 unread');
    const items = panel.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'World invitation Ada invited you to World n2' })).toHaveAttribute('href', '/invitation/n2');
    expect(within(items[1]).getByRole('link', { name: 'New member Bea joined Eldoria' })).toHaveAttribute('href', '/manage-members');
    expect(items[1].querySelector('[data-icon="member"] svg')).not.toBeNull();
    expect(panel.queryByText(/World old/)).not.toBeInTheDocument();
  });

  it('draws the community’s reply and reaction icons', async () => {
    api().on(
      'POST me',
      meAnswer(makeUser(), [
        notification('n2', { icon: 'reaction', title: 'New reactions', link: '/community/posts' }),
        notification('n1', { icon: 'reply', title: 'New reply', link: '/community/forum/discussions/t1' }),
      ]),
    );
    renderRoute('/', { token: 't' });
    const items = (await openPanel('Notifications, 2 unread')).getAllByRole('listitem');
    expect(items[0].querySelector('[data-icon="reaction"] svg path')?.getAttribute('d')).toContain('M8.5 14.5');
    expect(items[1].querySelector('[data-icon="reply"] svg path')?.getAttribute('d')).toContain('M4 5h16');
  });

  it('says so when there is nothing unread', async () => {
    api().on('POST me', meAnswer(makeUser(), [notification('old', { read: true })]));
    renderRoute('/', { token: 't' });
    const panel = await openPanel('Notifications');
    expect(panel.getByText('You have no notifications.')).toBeInTheDocument();
  });

  it('OK marks a notification read on the server and takes it out of the list at once', async () => {
    api().on('POST me', meAnswer(makeUser(), [notification('n1'), notification('n2')]));
    api().on('POST notifications/readNotification/n1', readAnswer('n1'));
    renderRoute('/', { token: 't' });
    const panel = await openPanel('Notifications, 2 unread');
    fireEvent.click(within(panel.getAllByRole('listitem')[0]).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(1));
    expect(api().callsTo('POST notifications/readNotification/n1')).toHaveLength(1);
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('clicking a notification follows its link and marks it read', async () => {
    api().on('POST me', meAnswer(makeUser(), [notification('n1')]));
    api().on('POST notifications/readNotification/n1', readAnswer('n1'));
    const { router } = renderRoute('/', { token: 't' });
    const panel = await openPanel('Notifications, 1 unread');
    fireEvent.click(panel.getByRole('link', { name: /World invitation/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitation/n1'));
    expect(api().callsTo('POST notifications/readNotification/n1')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('puts a notification back and shows the error when the server refuses to mark it read', async () => {
    api().on('POST me', meAnswer(makeUser(), [notification('n1')]));
    api().on('POST notifications/readNotification/n1', { status: 404, body: { error: 'Notification not found.' } });
    renderRoute('/', { token: 't' });
    const panel = await openPanel('Notifications, 1 unread');
    fireEvent.click(panel.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Notification not found.')).toBeInTheDocument();
    await waitFor(() => expect(api().callsTo('POST me')).toHaveLength(2));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('lives in the mobile menu too: choosing a notification closes the menu', async () => {
    api().on('POST me', meAnswer(makeUser(), [notification('n1')]));
    api().on('POST notifications/readNotification/n1', readAnswer('n1'));
    renderRoute('/', { token: 't' });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    const toggle = nav.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    const panel = await openPanel('Notifications, 1 unread');
    expect(menu).toContainElement(await bell());
    fireEvent.click(panel.getByRole('link', { name: /World invitation/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('live notifications', () => {
  const api = mockApiPerTest();

  it('opens the socket once the user is loaded, authenticates with the token, and shows pushes at once', async () => {
    api().on('POST me', meAnswer(makeUser(), []));
    renderRoute('/', { token: 'the-token' });
    const ws = await acceptedSocket();
    expect(ws.url).toBe(`${window.location.origin.replace(/^http/, 'ws')}/notifications`);
    expect(JSON.parse(ws.sent[0])).toEqual({ type: 'auth', token: 'the-token' });

    act(() => ws.serverSend({ type: 'notification', notification: notification('live') }));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    // The same push twice (two tabs, a reconnection) shows once.
    act(() => ws.serverSend({ type: 'notification', notification: notification('live') }));
    const panel = await openPanel('Notifications, 1 unread');
    expect(panel.getAllByRole('listitem')).toHaveLength(1);

    // Read in another tab.
    act(() => ws.serverSend({ type: 'read', notificationId: 'live' }));
    expect(await panel.findByText('You have no notifications.')).toBeInTheDocument();
  });

  it('fetches POST me again after a reconnection, for what was sent while it was down', async () => {
    api().on('POST me', meAnswer(makeUser(), []));
    renderRoute('/', { token: 't' });
    const first = await acceptedSocket();
    expect(api().callsTo('POST me')).toHaveLength(1);
    api().on('POST me', meAnswer(makeUser(), [notification('missed')]));
    act(() => first.serverClose(1006));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    await acceptedSocket();
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('closes the socket on logout and opens none after', async () => {
    api().on('POST me', meAnswer(makeUser(), []));
    api().on('POST logout', { status: 200, body: { message: 'Logged out.' } });
    renderRoute('/', { token: 't' });
    const ws = await acceptedSocket();
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    fireEvent.click(await nav.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(ws.readyState).toBe(FakeWebSocket.CLOSED));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes the socket before the logout call, so the session ending on the server asks nothing more', async () => {
    api().on('POST me', meAnswer(makeUser(), []));
    renderRoute('/', { token: 't' });
    const ws = await acceptedSocket();
    let socketStateAtLogout = -1;
    api().on('POST logout', () => {
      socketStateAtLogout = ws.readyState;
      return { status: 200, body: { message: 'Logged out.' } };
    });
    const meCalls = api().callsTo('POST me').length;
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    fireEvent.click(await nav.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(api().callsTo('POST logout')).toHaveLength(1));
    expect(socketStateAtLogout).toBe(FakeWebSocket.CLOSED);
    expect(api().callsTo('POST me')).toHaveLength(meCalls);
  });
});
