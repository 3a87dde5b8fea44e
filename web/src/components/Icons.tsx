import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { ElementKind } from '@lorewright/domain/worlds/worldView';

// Small line icons drawn in the current text colour: one per element kind, and the lock and
// eye of private and public (creative-elements §3).

const paths: Record<ElementKind | Visibility, string> = {
  maps: 'M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20V6.5zM9 4v13.5M15 6.5V20',
  wikis: 'M5 4h10a4 4 0 0 1 4 4v12H9a4 4 0 0 1-4-4V4zM5 16a4 4 0 0 1 4-4h10M9 8h6',
  writings: 'M4 20h4L19.5 8.5a2.1 2.1 0 0 0-3-3L5 17v3zM14.5 7.5l3 3M13 20h7',
  timelines: 'M3 12h18M7 12V7M12 12v5M17 12V7M5 5h4M10 19h4M15 5h4',
  languages: 'M4 6h10M9 4v2M6.5 6c0 4 3 7.5 6.5 8.5M11.5 6c-.5 3.5-3 7-6.5 8.5M13 20l4-9 4 9M14.5 17h5',
  private: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  public: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
};

export function Icon({ name, size = 18, className }: { name: ElementKind | Visibility; size?: number; className?: string }) {
  return (
    <svg
      className={className}
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
