import { mentionsAsKinds } from '@lorewright/domain/community/mentionsInExcerpts';
import type { ProfilePostItem, ProfileThreadItem } from '@lorewright/domain/community/postView';
import type { QueriesOf } from '../routeTypes';

// A post's excerpt on a profile: its first 200 characters, a mention read as its kind (so none is cut in half).
const EXCERPT_LENGTH = 200;

export type ProfileActivityPorts = QueriesOf<'community'>;

// The profile's recent feed posts and threads (GET user/profile/{id}), newest first.
export const profileActivityOf = async (ports: ProfileActivityPorts, userId: string): Promise<{ posts: ProfilePostItem[]; threads: ProfileThreadItem[] }> => {
  const [posts, threads] = await Promise.all([ports.queries.community.recentOf(userId, 'feed'), ports.queries.community.recentOf(userId, 'thread')]);
  return {
    posts: posts.map(({ _id, content, datePosted }) => ({ _id, excerpt: [...mentionsAsKinds(content)].slice(0, EXCERPT_LENGTH).join(''), datePosted })),
    threads: threads.map(({ _id, subforum, title, datePosted }) => ({ _id, subforum: subforum!, title: title ?? '', datePosted })),
  };
};
