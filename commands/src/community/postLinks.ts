import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import type { LinkType, PostLink } from '@lorewright/domain/community/post.events';
import { invalid } from '@lorewright/domain/shared/errors';
import type { PostLookups } from './postDeps';

// A post or reply links only to the poster's own writings, wikis, timelines and maps: elements
// of a world the poster is the author of. A missing element is refused with the same words, so
// a link tells nothing of other people's elements.
export const requireOwnLinks = async (lookups: PostLookups, actorId: string, links: readonly PostLink[]) => {
  const placeOf = new Map<LinkType, PostLookups['writingPlace']>([
    ['writing', lookups.writingPlace],
    ['wiki', lookups.wikiPlace],
    ['timeline', lookups.timelinePlace],
    ['map', lookups.mapPlace],
  ]);
  for (const link of links) {
    const place = await placeOf.get(link.type)?.(link._id);
    const world = place ? await lookups.worldById(place.worldID) : null;
    if (world?.authorID !== actorId) throw invalid(m.linkNotYours);
  }
};
