import type { NewCommentBody } from '@lorewright/domain/comments/comment.bodies';
import { commentDecider, type CommentCommand, type CommentElementFacts } from '@lorewright/domain/comments/comment.decide';
import type { CommentElement } from '@lorewright/domain/comments/comment.events';
import { commentMessages as m } from '@lorewright/domain/comments/commentMessages';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { notFound } from '@lorewright/domain/shared/errors';
import { streamName, type EventStore } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import { worldFactsOf } from '../worlds/elementWorld';
import { createWorldReader } from '../worlds/worldReader';

// One stream per element holds its comments (comment.events.ts says why).
export const commentStream = (elementId: string) => streamName('comments', elementId);

export interface CommentLookups {
  // A live writing or wiki as the read side knows it: its world and its scenes' or sections' ids.
  elementFacts(element: CommentElement, elementId: string): Promise<{ worldID: string; parts: readonly string[] } | null>;
  // The element a comment (or the thread of that id) is on.
  commentPlace(commentId: string): Promise<{ element: CommentElement; elementID: string } | null>;
}

// Comments on a scene paragraph or a wiki section: the world's facts come from its stream, the
// element's from the read side, and the decider applies the rules; each command is decided on the
// element's comment stream at the revision it read (the command handler's expected revision).
export const createCommentCommands = (ports: {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  lookups: CommentLookups;
}) => {
  const readWorld = createWorldReader(ports.eventStore, ports.registry);
  // The element, and its world's facts.
  const placeOf = async (element: CommentElement, elementId: string) => {
    const found = await ports.lookups.elementFacts(element, elementId);
    if (!found) throw notFound(m.elementNotFound);
    const target: CommentElementFacts = { element, elementId, worldId: found.worldID, parts: found.parts };
    return { target, world: await worldFactsOf(readWorld, found.worldID) };
  };
  const placeOfComment = async (commentId: string, missing: string) => {
    const place = await ports.lookups.commentPlace(commentId);
    if (!place) throw notFound(missing);
    return placeOf(place.element, place.elementID);
  };
  const decide = (command: CommentCommand, context: CommandContext) => ports.handle(commentStream(command.target!.elementId), commentDecider, command, context);
  const run = async (command: CommentCommand, context: CommandContext) => (await decide(command, context)).position;
  const now = () => ports.clock.now().toISOString();

  return {
    add: async (actorId: string, body: NewCommentBody, context: CommandContext) => {
      const place = await placeOf(body.element, body.elementID);
      const commentId = ports.ids.newId();
      const command: CommentCommand = {
        type: 'AddComment',
        actorId,
        ...place,
        commentId,
        replyTo: body.replyTo ?? null,
        part: body.part ?? null,
        paragraph: body.paragraph ?? null,
        quote: body.quote ?? '',
        text: body.text,
        at: now(),
      };
      const { position, state } = await decide(command, context);
      // A reply's thread is the one of the comment it answers (read before another command).
      return { commentId, threadId: state.comments.get(commentId)?.threadId ?? commentId, position };
    },
    edit: async (actorId: string, commentId: string, text: string, context: CommandContext) => {
      const place = await placeOfComment(commentId, m.commentNotFound);
      return { position: await run({ type: 'EditComment', actorId, ...place, commentId, text, at: now() }, context) };
    },
    remove: async (actorId: string, commentId: string, context: CommandContext) => {
      const place = await placeOfComment(commentId, m.commentNotFound);
      return { position: await run({ type: 'DeleteComment', actorId, ...place, commentId }, context) };
    },
    resolve: async (actorId: string, threadId: string, resolved: boolean, context: CommandContext) => {
      const place = await placeOfComment(threadId, m.threadNotFound);
      return { position: await run({ type: 'ResolveThread', actorId, ...place, threadId, resolved, at: now() }, context) };
    },
  };
};

export type CommentCommands = ReturnType<typeof createCommentCommands>;
