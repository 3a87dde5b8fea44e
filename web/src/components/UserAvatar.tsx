import { DEFAULT_AVATAR, avatarUrl } from '@lorewright/domain/media/imageUrl';
import styles from './UserAvatar.module.css';

export interface AvatarOwner {
  _id: string;
  avatarImage?: string | null;
}

/**
 * Where an uploaded avatar is served from (the media host by folder, owner and file name;
 * absolute http(s) and data URLs pass through), or null for the default avatar, which is drawn.
 */
export function avatarSrc(owner: AvatarOwner): string | null {
  const image = owner.avatarImage;
  if (!image || image === DEFAULT_AVATAR) return null;
  return avatarUrl(owner._id, image);
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
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-default-avatar="">
      <circle cx="32" cy="32" r="32" fill="var(--surface-raised)" />
      <circle cx="32" cy="25" r="11" fill="var(--secondary)" opacity="0.85" />
      <path d="M12 55c2.5-10.5 10.5-16 20-16s17.5 5.5 20 16a31.8 31.8 0 0 1-40 0z" fill="var(--secondary)" opacity="0.85" />
    </svg>
  );
}
