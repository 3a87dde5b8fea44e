import type { UserView } from '@lorewright/domain/accounts/userView';
import type { NotificationView } from '@lorewright/domain/notifications/notificationView';

// The current user as `POST me` returns it: the server's user view (domain/accounts/userView).
export type { AccountStatus, LoginLocation, LoginRecord as LoginHistoryEntry, SubscriptionStatus, Violation } from '@lorewright/domain/accounts/userView';
export type CurrentUser = UserView;

export interface MeResponse {
  user: CurrentUser;
  // Newest first (domain/notifications/notificationView).
  notifications: NotificationView[];
}
