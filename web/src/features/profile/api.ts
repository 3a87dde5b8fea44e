import type { PublicProfile } from '@lorewright/domain/accounts/userView';
import type { ProfilePostItem, ProfileThreadItem } from '@lorewright/domain/community/postView';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

// GET user/profile/{id} (product.md §7): what anyone may see of a user. 404 'User not found.' for an
// unknown or never activated account.

/** A public world as the profile lists it: an id, or the world with its name. */
export type ProfileWorld = string | { _id: string; name?: string; title?: string };

export type { ProfilePostItem, ProfileThreadItem };

export interface Profile extends Omit<PublicProfile, 'worlds' | 'posts'> {
  worlds: ProfileWorld[];
  /** The user's most recent feed posts, newest first. */
  posts: ProfilePostItem[];
  /** The user's most recent forum threads, newest first. */
  threads: ProfileThreadItem[];
}

export const profileQueryKey = (id: string) => ['profile', id] as const;

export function useProfile(id: string) {
  return useQuery({
    queryKey: profileQueryKey(id),
    queryFn: async () => {
      const { user } = unwrap(
        await apiRequest<{ user: Partial<Profile> & Omit<Profile, 'posts' | 'threads'> }>('GET', `user/profile/${encodeURIComponent(id)}`),
      );
      // A server from before the community answers without them.
      return { ...user, posts: user.posts ?? [], threads: user.threads ?? [] } satisfies Profile;
    },
  });
}
