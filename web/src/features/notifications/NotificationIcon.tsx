import type { NotificationIcon as IconName } from '@lorewright/domain/notifications/notification.events';

// Line icons drawn in currentColor on a 24-unit grid, one per kind of notification.
const paths: Record<IconName, string> = {
  // An envelope: someone invited you.
  invitation: 'M3 6h18v12H3z M3 6l9 7 9-7',
  // A person with a plus: someone joined.
  member: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21c0-4 3-6 7-6s7 2 7 6 M19 8v6 M16 11h6',
  // A star: someone follows.
  follow: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  // An "i" in a circle.
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 11v6 M12 7.5v.5',
};

export function NotificationIcon({ icon, className }: { icon: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={Object.hasOwn(paths, icon) ? paths[icon] : paths.info} />
    </svg>
  );
}

export function BellIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 9a6 6 0 1 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9z M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}
