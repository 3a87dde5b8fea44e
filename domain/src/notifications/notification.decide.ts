import type { Decider } from '../shared/decider';
import { notFound } from '../shared/errors';
import type { NotificationEvent, NotificationIcon } from './notification.events';
import { notificationMessages as m } from './notificationMessages';

// One user's notifications over `notifications-{userId}`. Senders are reactors, which deliver
// at least once: the notification id comes from the causing event, so a repeated Send is a no-op.
export type NotificationCommand =
  | {
      type: 'Send';
      userId: string;
      notificationId: string;
      icon: NotificationIcon;
      title: string;
      subtitle: string;
      link: string;
      date: string;
      // Whom the subtitle names, if anyone (their personal data: erased with them).
      aboutUserId?: string;
    }
  // Only ever decided on the reader's own stream: another user's notification is not found there.
  | { type: 'Read'; notificationId: string }
  // Every unread notification of the stream's owner at once (the history's 'Mark all as read').
  | { type: 'ReadAll' };

export interface NotificationState {
  // By notification id: whether it has been read.
  read: Readonly<Record<string, boolean>>;
  userId: string | null;
}

export const notificationDecider: Decider<NotificationCommand, NotificationEvent, NotificationState> = {
  initialState: () => ({ read: {}, userId: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationSent':
        return { userId: event.data.userId, read: { ...state.read, [event.data.notificationId]: false } };
      case 'NotificationRead':
        return { ...state, read: { ...state.read, [event.data.notificationId]: true } };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'Send': {
        if (Object.hasOwn(state.read, command.notificationId)) return [];
        const { type: _, ...data } = command;
        return [{ type: 'NotificationSent', data }];
      }
      case 'Read': {
        const read = Object.hasOwn(state.read, command.notificationId) ? state.read[command.notificationId] : undefined;
        if (read === undefined || state.userId === null) throw notFound(m.notFound);
        // Read once: the OK button and a click on the item may both arrive.
        return read ? [] : [{ type: 'NotificationRead', data: { userId: state.userId, notificationId: command.notificationId } }];
      }
      case 'ReadAll': {
        const { userId } = state;
        // Nothing unread (or nothing ever sent) is nothing to record.
        if (userId === null) return [];
        return Object.entries(state.read)
          .filter(([, read]) => !read)
          .map(([notificationId]) => ({ type: 'NotificationRead', data: { userId, notificationId } }));
      }
    }
  },
};
