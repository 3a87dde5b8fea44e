import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlan, makeUser, meAnswer, planAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const notification = (i: number, read: boolean): NotificationView => ({
  _id: `n${i}`,
  userID: 'u1',
  read,
  icon: i % 2 ? 'member' : 'reply',
  title: `Notification ${i}`,
  subtitle: `What happened ${i}`,
  link: `/world/w${i}`,
  date: new Date(Date.UTC(2026, 10, 22, 10, i)).toISOString(),
});

// 23 notifications, newest first: n22 … n0; the newest two unread.
const all = Array.from({ length: 23 }, (_, i) => notification(22 - i, i >= 2));
const pageAnswer = (body: unknown) => {
  const { skip = 0, limit = 20 } = body as { skip?: number; limit?: number };
  return { status: 200, body: { notifications: all.slice(skip, skip + limit), total: all.length, unread: 2 } };
};

describe('notification history', () => {
  const api = mockApiPerTest({ 'GET subscription/current': planAnswer(makePlan()), 'POST me': meAnswer(makeUser(), all.slice(0, 3)) });

  it('lists every notification newest first, read and unread told apart in words, each linking where it points', async () => {
    api().on('POST notifications/history', pageAnswer);
    renderRoute('/dashboard/notification-history', { token: 't' });
    expect(await screen.findByRole('heading', { level: 2, name: '23 notifications, 2 unread' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('Notification 22');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[2]).toHaveTextContent('Read');
    expect(within(items[0]).getByRole('link', { name: 'Notification 22' })).toHaveAttribute('href', '/world/w22');
  });

  it('pages twenty at a time', async () => {
    api().on('POST notifications/history', pageAnswer);
    renderRoute('/dashboard/notification-history', { token: 't' });
    await screen.findByText('Notification 22');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Notification pages' })).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Notification 0')).toBeInTheDocument();
    expect(screen.queryByText('Notification 22')).not.toBeInTheDocument();
    expect(api().callsTo('POST notifications/history').at(-1)?.body).toEqual({ skip: 20, limit: 20 });
  });

  it('marks all as read, and following an unread one marks it read', async () => {
    let unread = 2;
    api().on('POST notifications/history', (body) => {
      const answer = pageAnswer(body);
      return { ...answer, body: { ...answer.body, unread } };
    });
    api().on('POST notifications/readNotification/n22', { status: 200, body: { notification: { ...all[0], read: true } } });
    api().on('POST notifications/readAll', () => {
      unread = 0;
      return { status: 200, body: { message: 'All notifications marked as read.', notifications: [], total: 23, unread: 0 } };
    });
    renderRoute('/dashboard/notification-history', { token: 't' });
    fireEvent.click(await screen.findByRole('link', { name: 'Notification 22' }));
    await waitFor(() => expect(api().callsTo('POST notifications/readNotification/n22')).toHaveLength(1));
    renderRoute('/dashboard/notification-history', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api().callsTo('POST notifications/readAll')).toHaveLength(1));
    expect(await screen.findByText('All notifications marked as read.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument());
  });

  it('says when there are none', async () => {
    api().on('POST notifications/history', { status: 200, body: { notifications: [], total: 0, unread: 0 } });
    renderRoute('/dashboard/notification-history', { token: 't' });
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
