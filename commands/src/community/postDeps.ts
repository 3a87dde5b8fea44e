import type { SubforumSlug } from '@lorewright/domain/community/subforums';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';

// The world an element lives in (null: no such element), as the element projections know it.
type ElementWorld = (elementId: string) => Promise<{ worldID: string } | null>;

// What the post commands read of the read side before deciding. Replies never move between
// posts and threads never change sub-forum, so a lagging read cannot point at the wrong one.
export interface PostLookups {
  writingPlace: ElementWorld;
  wikiPlace: ElementWorld;
  mapPlace: ElementWorld;
  timelinePlace: ElementWorld;
  worldById: (worldId: string) => Promise<{ authorID: string } | null>;
  // The post a reply belongs to.
  postOfReply: (replyId: string) => Promise<string | null>;
  // The post a content report is about. Report ids are the server's UUIDs, not
  // `{postId}/{n}`: staff URLs stay opaque, and the report's document exists before staff can
  // see the report in a queue, so a lagging read cannot miss it.
  postOfReport: (reportId: string) => Promise<string | null>;
  // A live thread's sub-forum.
  threadPlace: (threadId: string) => Promise<{ subforum: SubforumSlug } | null>;
}

export interface PostPorts {
  handle: HandleCommand;
  clock: Clock;
  ids: IdGenerator;
  lookups: PostLookups;
}
