import type { NotificationIcon } from '@lorewright/domain/notifications/notification.events';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { ElementKind } from '@lorewright/domain/worlds/worldView';
import type { SVGProps } from 'react';

// Small line icons on a 24-unit grid, drawn in the current text colour: one per element kind,
// the lock and eye of private and public (product.md §3), one per kind of notification,
// and the few the pages use beside their text.

type Named =
  | 'folder'
  | 'doc'
  | 'chevron'
  | 'camera'
  | 'bell'
  | 'search'
  | 'globe'
  | 'quill'
  | 'trash'
  | 'refresh'
  | 'undo'
  | 'redo'
  | 'link'
  | 'unlink'
  | 'eventLog'
  | 'lock'
  | 'card'
  | 'shield'
  | 'user'
  | 'mountain'
  | 'magic';
export type IconName = ElementKind | Visibility | NotificationIcon | Named;

const paths: Record<IconName, string> = {
  maps: 'M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20V6.5zM9 4v13.5M15 6.5V20',
  wikis: 'M5 4h10a4 4 0 0 1 4 4v12H9a4 4 0 0 1-4-4V4zM5 16a4 4 0 0 1 4-4h10M9 8h6',
  writings: 'M4 20h4L19.5 8.5a2.1 2.1 0 0 0-3-3L5 17v3zM14.5 7.5l3 3M13 20h7',
  timelines: 'M3 12h18M7 12V7M12 12v5M17 12V7M5 5h4M10 19h4M15 5h4',
  languages: 'M4 6h10M9 4v2M6.5 6c0 4 3 7.5 6.5 8.5M11.5 6c-.5 3.5-3 7-6.5 8.5M13 20l4-9 4 9M14.5 17h5',
  private: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  public: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  // Notifications: an envelope (an invitation), a person with a plus (someone joined), a star
  // (someone follows), an "i" in a circle; and the bell that opens them.
  invitation: 'M3 6h18v12H3z M3 6l9 7 9-7',
  member: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21c0-4 3-6 7-6s7 2 7 6 M19 8v6 M16 11h6',
  follow: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 11v6 M12 7.5v.5',
  // A speech bubble (a reply or a post in one's thread), a smiling face (reactions).
  reply: 'M4 5h16v11H9l-5 4V5z M8 9h8 M8 12h5',
  reaction: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M8.5 14.5a4.5 4.5 0 0 0 7 0 M9 9.5v.5 M15 9.5v.5',
  bell: 'M6 9a6 6 0 1 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9z M10 20a2 2 0 0 0 4 0',
  // A folder, a document and the chevron that opens a folder (the writings menu's tree).
  folder: 'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-12z',
  doc: 'M6 3h8l4 4v14H6V3zM14 3v4h4M9 12h6M9 16h6',
  chevron: 'M9 6l6 6-6 6',
  // Actions.
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  search: 'M4.5 11a6.5 6.5 0 1 0 13 0 6.5 6.5 0 1 0-13 0zM16 16l4.5 4.5',
  trash: 'M4.8 7.2h14.4M9.6 7.2V4.8h4.8v2.4M7.2 7.2l1.2 12h7.2l1.2-12',
  refresh: 'M20 11a8 8 0 1 0-2.34 5.66M20 4v7h-7',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'm15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  unlink: 'm18.8 13.3 1.7-1.8a5 5 0 0 0-7-7l-1.8 1.7M5.2 10.7l-1.7 1.8a5 5 0 0 0 7 7l1.8-1.7M8 2v3M2 8h3M16 22v-3M22 16h-3',
  // Topics: worlds and posts on a profile; the landing page's data safety points (an event
  // log, a lock, a payment card, a shield).
  globe: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0zM3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z',
  quill: 'M20 4c-7 .5-11.5 5-13 12l-2 4M20 4c-.5 4-2.5 7-6 8.5M20 4c-2.5 1-4.6 2.8-6.3 5.3M7 16c2.3-.3 4.7-1.4 7-3.5',
  eventLog: 'M5 7h14M5 12h14M5 17h9',
  lock: 'M7 11h10a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2zM8 11V8a4 4 0 0 1 8 0v3',
  card: 'M5 6h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM3 10h18M7 15h4',
  shield: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z',
  // The wiki categories (domain/wikis/wikiCategories.ts): a person, a mountain, a wand's sparkle
  // (events use the bell).
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  mountain: 'M2 20 9 7l4 7 2.5-4L22 20H2zM7.5 10.5l1.5 1.5 1.5-1.5',
  magic:
    'M4 20 15 9M15 9l2-2M17 3v2M21 7h-2M20 4l-1.5 1.5M12 4l.7 1.6 1.6.7-1.6.7L12 8.6l-.7-1.6-1.6-.7 1.6-.7zM18 12l.5 1.2 1.2.5-1.2.5-.5 1.2-.5-1.2-1.2-.5 1.2-.5z',
};

/** Whether a name from elsewhere (a notification the server sent) has an icon here. */
export const isIconName = (name: string): name is IconName => Object.hasOwn(paths, name);

type IconProps = { name: IconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name' | 'width' | 'height' | 'viewBox'>;

/** One line icon, `size` pixels square; other SVG attributes (className, strokeWidth, data-…) pass through. */
export function Icon({ name, size = 18, ...svg }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...svg}
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** The lock or the eye, with its label for screen readers (or shown, when `labelled`). */
export function VisibilityBadge({ visibility, labelled = false, className }: { visibility: Visibility; labelled?: boolean; className?: string }) {
  const label = visibility === 'private' ? 'Private' : 'Public';
  return (
    <span className={className} title={label} data-visibility={visibility}>
      <Icon name={visibility} size={16} />
      {labelled ? <span>{label}</span> : <span className="visually-hidden">{label}</span>}
    </span>
  );
}
