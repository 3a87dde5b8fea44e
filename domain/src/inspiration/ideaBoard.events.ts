import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { ELEMENT_NAMES } from '../worlds/element.commands';

// Events of one idea board, stream `ideaBoard-{boardId}` (product.md §2.21): a person's own
// collection of public elements and notes. Boards are private to their owner; every event names
// the owner so the read model never has to look it up.

const ids = { boardId: z.string(), ownerId: z.string() };

export const IdeaElement = z.object({ kind: z.enum(ELEMENT_NAMES), elementId: z.string(), title: z.string() });
export const Idea = z.discriminatedUnion('type', [
  z.object({ type: z.literal('element'), ideaId: z.string(), element: IdeaElement, addedOn: z.string() }),
  z.object({ type: z.literal('note'), ideaId: z.string(), text: z.string(), addedOn: z.string() }),
]);
export type Idea = z.infer<typeof Idea>;

export const IdeaBoardCreated = defineEvent({ type: 'IdeaBoardCreated', version: 1, schema: z.object({ ...ids, name: z.string(), createdOn: z.string() }) });
export const IdeaBoardRenamed = defineEvent({ type: 'IdeaBoardRenamed', version: 1, schema: z.object({ ...ids, name: z.string() }) });
export const IdeaBoardDeleted = defineEvent({ type: 'IdeaBoardDeleted', version: 1, schema: z.object(ids) });
export const IdeaAdded = defineEvent({ type: 'IdeaAdded', version: 1, schema: z.object({ ...ids, idea: Idea }) });
export const IdeaRemoved = defineEvent({ type: 'IdeaRemoved', version: 1, schema: z.object({ ...ids, ideaId: z.string() }) });

export const ideaBoardEvents = [IdeaBoardCreated, IdeaBoardRenamed, IdeaBoardDeleted, IdeaAdded, IdeaRemoved];
export type IdeaBoardEvent =
  | EventOf<typeof IdeaBoardCreated>
  | EventOf<typeof IdeaBoardRenamed>
  | EventOf<typeof IdeaBoardDeleted>
  | EventOf<typeof IdeaAdded>
  | EventOf<typeof IdeaRemoved>;
