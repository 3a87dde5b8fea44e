import type { Feedback } from '@lorewright/domain/community/feedback';
import type { ReactionEmoji } from '@lorewright/domain/community/emojis';
import type { PostLink, ReportTarget } from '@lorewright/domain/community/post.events';

// What a post card can ask of the server. The feed feature's api.ts provides it (usePostActions):
// shared components import no feature, so the calls come in through this prop.
export interface PostActions {
  react: (input: { postID: string; emoji: ReactionEmoji }) => Promise<unknown>;
  reply: (input: { parentID: string; content: string; feedback: Feedback; links: PostLink[] }) => Promise<{ message: string }>;
  deletePost: (postId: string) => Promise<{ message: string }>;
  deleteReply: (replyId: string) => Promise<{ message: string }>;
  report: (input: { target: ReportTarget; targetID: string; reason: string }) => Promise<{ message: string }>;
}
