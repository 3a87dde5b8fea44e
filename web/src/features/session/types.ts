import type { UserView } from '@lorewright/domain/accounts/userView';

// The current user as `POST me` returns it: the server's user view (domain/accounts/userView).
export type { AccountStatus, LoginLocation, LoginRecord as LoginHistoryEntry, SubscriptionStatus, Violation } from '@lorewright/domain/accounts/userView';
export type CurrentUser = UserView;

export interface AppNotification {
  _id: string;
  read: boolean;
  icon: string;
  title: string;
  subtitle: string;
  link: string;
}

export interface MeResponse {
  user: CurrentUser;
  notifications: AppNotification[];
}
