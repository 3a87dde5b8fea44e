import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import type { ReactionEmoji } from '@lorewright/domain/community/emojis';
import { DEFAULT_FEEDBACK } from '@lorewright/domain/community/feedback';
import type { NewPostBody, NewReplyBody, NewThreadBody } from '@lorewright/domain/community/post.bodies';
import type { PostCommand } from '@lorewright/domain/community/post.commands';
import { postDecider } from '@lorewright/domain/community/post.decide';
import type { PostLink, ReportTarget } from '@lorewright/domain/community/post.events';
import type { SubforumSlug } from '@lorewright/domain/community/subforums';
import { notFound } from '@lorewright/domain/shared/errors';
import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import type { CommandContext } from '../pipeline/commandContext';
import type { PostPorts } from './postDeps';
import { requireOwnLinks } from './postLinks';
import { isPlausibleId, postStream } from './postStream';

type Publish = Extract<PostCommand, { type: 'PublishPost' }>;

// The feed's and the forum's commands: HTTP-free, each answering the position the caller waits
// for. Facts the stream cannot know (links' owners, a reply's post, a thread's sub-forum) are
// read here first; every rule of the post itself is the decider's (post.decide.ts).
export const createPostCommands = ({ handle, clock, ids, lookups }: PostPorts) => {
  const now = () => clock.now().toISOString();
  // Commands on one post queue in the pipeline (handleCommand.ts), so a crowd reacting at once
  // does not exhaust its retries.
  const onPost = async (postId: string, command: PostCommand, context: CommandContext, missing: string = m.postNotFound) => {
    if (!isPlausibleId(postId)) throw notFound(missing);
    return handle(postStream(postId), postDecider, command, context);
  };
  const onReport = async (reportId: string, command: PostCommand, context: CommandContext) => {
    const postId = isPlausibleId(reportId) ? await lookups.postOfReport(reportId) : null;
    if (!postId) throw notFound(r.reportNotFound);
    const { position } = await onPost(postId, command, context, r.reportNotFound);
    return { postId, position };
  };
  const postOfReply = async (replyId: string) => (isPlausibleId(replyId) ? await lookups.postOfReply(replyId) : null);

  const publish = async (actorId: string, fields: Omit<Publish, 'type' | 'postId' | 'authorId' | 'at'>, context: CommandContext) => {
    await requireOwnLinks(lookups, actorId, fields.links);
    const postId = ids.newId();
    // A thread is its own opening post.
    const threadId = fields.kind === 'thread' ? postId : fields.threadId;
    const { position } = await onPost(postId, { type: 'PublishPost', ...fields, threadId, postId, authorId: actorId, at: now() }, context);
    return { postId, position };
  };

  return {
    publishFeedPost: (actorId: string, { content, feedback, links }: NewPostBody, context: CommandContext) =>
      publish(actorId, { kind: 'feed', subforum: null, threadId: null, title: null, feedback, content, links }, context),

    publishThread: (actorId: string, subforum: SubforumSlug, { title, content, links }: NewThreadBody, context: CommandContext) =>
      publish(actorId, { kind: 'thread', subforum, threadId: null, title, feedback: DEFAULT_FEEDBACK, content, links }, context),

    // A post in a live thread of that sub-forum.
    publishThreadPost: async (
      actorId: string,
      subforum: SubforumSlug,
      threadId: string,
      body: { content: string; links: PostLink[] },
      context: CommandContext,
    ) => {
      const place = isPlausibleId(threadId) ? await lookups.threadPlace(threadId) : null;
      if (place?.subforum !== subforum) throw notFound(m.threadNotFound);
      return publish(actorId, { kind: 'forum', subforum, threadId, title: null, feedback: DEFAULT_FEEDBACK, ...body }, context);
    },

    deletePost: async (actorId: string, postId: string, context: CommandContext) => onPost(postId, { type: 'DeletePost', actorId, at: now() }, context),

    // parentID names the post, or one of its replies.
    reply: async (actorId: string, { parentID, content, feedback, links }: NewReplyBody, context: CommandContext) => {
      const postId = (await postOfReply(parentID)) ?? parentID;
      await requireOwnLinks(lookups, actorId, links);
      const replyId = ids.newId();
      const command: PostCommand = { type: 'PostReply', replyId, parentId: parentID, authorId: actorId, content, feedback, links, at: now() };
      const { position } = await onPost(postId, command, context);
      return { postId, replyId, position };
    },

    deleteReply: async (actorId: string, replyId: string, context: CommandContext) => {
      const postId = await postOfReply(replyId);
      if (!postId) throw notFound(m.replyNotFound);
      const { position } = await onPost(postId, { type: 'DeleteReply', replyId, actorId, at: now() }, context);
      return { postId, position };
    },

    react: async (userId: string, postId: string, emoji: ReactionEmoji, context: CommandContext) =>
      onPost(postId, { type: 'React', userId, emoji, at: now() }, context),

    // `viewer`: a user's id or a keyed hash of a visitor's address; the day is UTC.
    viewThread: async (viewer: string, threadId: string, context: CommandContext) =>
      onPost(threadId, { type: 'ViewThread', viewer, day: now().slice(0, 10) }, context, m.threadNotFound),

    report: async (reporterId: string, body: { target: ReportTarget; targetID: string; reason: string }, context: CommandContext) => {
      const { target, targetID: targetId, reason } = body;
      const postId = target === 'reply' ? await postOfReply(targetId) : targetId;
      if (!postId) throw notFound(m.replyNotFound);
      const command: PostCommand = { type: 'Report', reportId: ids.newId(), reporterId, target, targetId, reason, at: now() };
      return onPost(postId, command, context, target === 'thread' ? m.threadNotFound : m.postNotFound);
    },

    // Staff working a content report, decided on the post's stream like the rest.
    assignReport: (staffId: string, reportId: string, assigneeId: string | null, context: CommandContext) =>
      onReport(reportId, { type: 'AssignReport', reportId, assigneeId, staffId, at: now() }, context),
    closeReport: (staffId: string, reportId: string, context: CommandContext) =>
      onReport(reportId, { type: 'CloseReport', reportId, staffId, at: now() }, context),
    hideContent: (staffId: string, reportId: string, reason: string, context: CommandContext) =>
      onReport(reportId, { type: 'HideContent', reportId, reason, staffId, at: now() }, context),
    restoreContent: (staffId: string, reportId: string, context: CommandContext) =>
      onReport(reportId, { type: 'RestoreContent', reportId, staffId, at: now() }, context),
  };
};

export type PostCommands = ReturnType<typeof createPostCommands>;
