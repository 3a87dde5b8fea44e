import type { PublicProfile } from '@lorewright/domain/accounts/userView';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

// GET user/profile/{id} (spec §7): what anyone may see of a user. 404 'User not found.' for an
// unknown or never activated account.

/** A public world as the profile lists it: an id today; with a name once worlds exist. */
export type ProfileWorld = string | { _id: string; name?: string; title?: string };

/** A post as the profile lists it; the community feature fills in its shape. */
export interface ProfilePost {
  _id?: string;
  title?: string;
  content?: string;
  date?: string;
}

export interface Profile extends Omit<PublicProfile, 'worlds' | 'posts'> {
  worlds: ProfileWorld[];
  posts: ProfilePost[];
}

export const profileQueryKey = (id: string) => ['profile', id] as const;

export function useProfile(id: string) {
  return useQuery({
    queryKey: profileQueryKey(id),
    queryFn: async () => unwrap(await apiRequest<{ user: Profile }>('GET', `user/profile/${encodeURIComponent(id)}`)).user,
  });
}
