import { apiUrl } from '../../lib/apiClient';
import styles from './UserAvatar.module.css';

export const DEFAULT_AVATAR = 'default_avatar.png';

export interface AvatarOwner {
  _id: string;
  avatarImage?: string | null;
}

/** Where an avatar image is served from; absolute http(s) and data URLs pass through (spec §3). */
export function avatarSrc(owner: AvatarOwner): string | null {
  const image = owner.avatarImage;
  if (!image || image === DEFAULT_AVATAR) return null;
  if (/^(https?:|data:)/i.test(image)) return image;
  return apiUrl(`user/avatar/${encodeURIComponent(owner._id)}`);
}

/** A user's avatar: their image, or a drawn neutral silhouette for the default avatar. */
export function UserAvatar({ user, size = 32, className }: { user: AvatarOwner; size?: number; className?: string }) {
  const src = avatarSrc(user);
  const classes = className ? `${styles.avatar} ${className}` : styles.avatar;
  if (src) return <img className={classes} src={src} alt="" width={size} height={size} />;
  return <DefaultAvatar size={size} className={classes} />;
}

export function DefaultAvatar({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-default-avatar=""
    >
      <circle cx="32" cy="32" r="32" fill="var(--surface-raised)" />
      <circle cx="32" cy="25" r="11" fill="var(--secondary)" opacity="0.85" />
      <path d="M12 55c2.5-10.5 10.5-16 20-16s17.5 5.5 20 16a31.8 31.8 0 0 1-40 0z" fill="var(--secondary)" opacity="0.85" />
    </svg>
  );
}
