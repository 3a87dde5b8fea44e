import type { ReactionEmoji } from './emojis';
import type { Feedback } from './feedback';
import type { PostKind, PostLink, ReportTarget } from './post.events';
import type { SubforumSlug } from './subforums';

// Commands on one post's stream `post-{postId}`. Texts arrive already checked by the request
// schemas (post.bodies.ts); links already checked as the actor's own elements by the handler.
// `at` is the handler's clock (ISO).
export type PostCommand =
  | {
      type: 'PublishPost';
      postId: string;
      authorId: string;
      kind: PostKind;
      subforum: SubforumSlug | null;
      threadId: string | null;
      title: string | null;
      feedback: Feedback;
      content: string;
      links: PostLink[];
      at: string;
    }
  | { type: 'DeletePost'; actorId: string; at: string }
  | { type: 'PostReply'; replyId: string; parentId: string; authorId: string; content: string; feedback: Feedback; links: PostLink[]; at: string }
  | { type: 'DeleteReply'; replyId: string; actorId: string; at: string }
  // Adds the emoji, removes it when it is the user's reaction already, or moves the user's reaction to it.
  | { type: 'React'; userId: string; emoji: ReactionEmoji; at: string }
  | { type: 'ViewThread'; viewer: string; day: string }
  | { type: 'Report'; reportId: string; reporterId: string; target: ReportTarget; targetId: string; reason: string; at: string }
  // Staff working a report. The assignee is checked as a staff member by the caller.
  | { type: 'AssignReport'; reportId: string; assigneeId: string | null; staffId: string; at: string }
  | { type: 'CloseReport'; reportId: string; staffId: string; at: string }
  | { type: 'HideContent'; reportId: string; reason: string; staffId: string; at: string }
  | { type: 'RestoreContent'; reportId: string; staffId: string; at: string };
