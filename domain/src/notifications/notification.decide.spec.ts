import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { notificationDecider, type NotificationCommand } from './notification.decide';
import type { NotificationEvent } from './notification.events';

const spec = deciderSpec(notificationDecider);

const invitation = {
  userId: 'bea',
  notificationId: 'n1',
  icon: 'invitation',
  title: 'World invitation',
  subtitle: 'Ada invited you to Eldoria',
  link: '/invitation/i1',
  date: '2026-11-22T10:00:00.000Z',
} as const;
const send: NotificationCommand = { type: 'Send', ...invitation };
const sent: NotificationEvent = { type: 'NotificationSent', data: invitation };
const read: NotificationEvent = { type: 'NotificationRead', data: { userId: 'bea', notificationId: 'n1' } };

describe('sending', () => {
  it('a new notification is sent', () => {
    spec.given([]).when(send).then([sent]);
  });

  it('sending the same notification again changes nothing (reactors deliver at least once)', () => {
    spec.given([sent]).when(send).then([]);
    spec.given([sent, read]).when(send).then([]);
  });

  it('another notification to the same user is sent', () => {
    spec
      .given([sent])
      .when({ ...send, notificationId: 'n2' })
      .then([{ type: 'NotificationSent', data: { ...invitation, notificationId: 'n2' } }]);
  });
});

describe('reading', () => {
  it('the owner reads an unread notification', () => {
    spec.given([sent]).when({ type: 'Read', notificationId: 'n1' }).then([read]);
  });

  it('a notification is read once; reading it again changes nothing', () => {
    spec.given([sent, read]).when({ type: 'Read', notificationId: 'n1' }).then([]);
  });

  it('a notification that is not in the reader’s own stream is not found', () => {
    spec.given([sent]).when({ type: 'Read', notificationId: 'someone-elses' }).thenThrows('Notification not found.');
    spec.given([]).when({ type: 'Read', notificationId: 'n1' }).thenThrows('Notification not found.');
  });

  it('ids that name properties of plain objects are not found either', () => {
    spec.given([sent]).when({ type: 'Read', notificationId: '__proto__' }).thenThrows('Notification not found.');
    spec.given([sent]).when({ type: 'Read', notificationId: 'toString' }).thenThrows('Notification not found.');
  });
});

describe('reading all', () => {
  const second: NotificationEvent = { type: 'NotificationSent', data: { ...invitation, notificationId: 'n2' } };
  const third: NotificationEvent = { type: 'NotificationSent', data: { ...invitation, notificationId: 'n3' } };

  it('every unread notification of the owner is read, and only those', () => {
    spec
      .given([sent, second, third, read])
      .when({ type: 'ReadAll' })
      .then([
        { type: 'NotificationRead', data: { userId: 'bea', notificationId: 'n2' } },
        { type: 'NotificationRead', data: { userId: 'bea', notificationId: 'n3' } },
      ]);
  });

  it('with nothing unread, or nothing ever sent, nothing changes', () => {
    spec.given([sent, read]).when({ type: 'ReadAll' }).then([]);
    spec.given([]).when({ type: 'ReadAll' }).then([]);
  });
});
