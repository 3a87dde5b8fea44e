import { accountMessages } from '../accounts/accountMessages';

// The notifications' messages, the socket's timings and close codes, and the history's page: a
// module of its own, free of schemas, so the web app's first bundle (the bell in the top bar and
// its socket) names them without loading zod.

export const NOTIFICATION_RECONNECT_MAX_MS = 10_000;
// The socket is closed when the auth message has not arrived by then.
export const NOTIFICATION_AUTH_TIMEOUT_MS = 10_000;

// Close codes of the socket (4000–4999 belong to the application) and their reasons. After
// 'rejected' the token is no good: the client stops instead of reconnecting with it.
export const notificationSocketClose = {
  badMessage: { code: 4400, reason: 'The first message must be {"type":"auth","token":"…"}.' },
  rejected: { code: 4401, reason: accountMessages.loginRequired },
  authTimeout: { code: 4408, reason: 'No auth message within 10 seconds.' },
  loggedOut: { code: 4401, reason: 'Logged out.' },
  shuttingDown: { code: 1001, reason: 'The server is shutting down.' },
} as const;
export const notificationMessages = {
  empty: 'You have no notifications.',
  notFound: 'Notification not found.',
  invalidPaging: 'Please send skip and limit as whole numbers, with a limit from 1 to 20.',
  allRead: 'All notifications marked as read.',
} as const;

// POST notifications/history answers at most this many notifications a page.
export const NOTIFICATION_HISTORY_PAGE_SIZE = 20;
