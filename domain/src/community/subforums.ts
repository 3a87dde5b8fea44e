import { z } from 'zod';

// The forum's four sub-forums (product.md §4), in the order the forum shows them; the first is the
// default. The slug is the path segment (forum/{subforum}).
export const SUBFORUMS = [
  { slug: 'discussions', name: 'Discussions' },
  { slug: 'work-in-progress', name: 'Work In Progress' },
  { slug: 'groups', name: 'Groups' },
  { slug: 'contests', name: 'Contests' },
] as const;
export type SubforumSlug = (typeof SUBFORUMS)[number]['slug'];
export const SUBFORUM_SLUGS = SUBFORUMS.map((subforum) => subforum.slug) as [SubforumSlug, ...SubforumSlug[]];
export const SubforumSlug = z.enum(SUBFORUM_SLUGS);
// Posts here may carry links to the poster's writings, wikis, timelines and maps.
export const WORK_IN_PROGRESS: SubforumSlug = 'work-in-progress';

export const subforumName = (slug: SubforumSlug) => SUBFORUMS.find((subforum) => subforum.slug === slug)!.name;
