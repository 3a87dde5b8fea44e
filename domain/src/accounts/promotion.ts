import { PAID_FEATURES, type Permissions } from './permissions';

// Users who register before the promotion ends are 'Beta Test User' and get one year of every
// element; later ones are 'Normal User' (product.md §1). The end date is configuration.
export const USER_CLASSES = ['Beta Test User', 'Normal User'] as const;
export type UserClass = (typeof USER_CLASSES)[number];

export const promotionIsActive = (promotionEnd: Date, now: Date) => now.getTime() < promotionEnd.getTime();

export const userClassOf = (dateJoined: Date, promotionEnd: Date): UserClass =>
  dateJoined.getTime() < promotionEnd.getTime() ? 'Beta Test User' : 'Normal User';

export const oneYearAfter = (date: Date): Date => {
  const end = new Date(date);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
};

// What a new account starts with.
export const promotionPermissions = (dateJoined: Date, promotionEnd: Date): Permissions => {
  if (userClassOf(dateJoined, promotionEnd) !== 'Beta Test User') return {};
  const until = oneYearAfter(dateJoined).toISOString();
  return Object.fromEntries(PAID_FEATURES.map((feature) => [feature, until]));
};

// Time left until the end, for the landing page countdown (ticks every second).
export const countdown = (promotionEnd: Date, now: Date) => {
  const ms = Math.max(0, promotionEnd.getTime() - now.getTime());
  const seconds = Math.floor(ms / 1000);
  return { days: Math.floor(seconds / 86400), hours: Math.floor((seconds % 86400) / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
};
