import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { RelationPeriod } from './relationPeriod';
import { RELATION_TYPES } from './relationTypes';

// Events of a world's relations between wikis, stream `relations-{worldId}`. A relation is
// stored from the wiki it was added on (fromId) to the other (toId) with the type as read from
// fromId; toId shows the inverse (relationTypes.ts).
//
// Why one stream per world and not the source wiki's stream: a relation belongs to both of its
// wikis alike (either author may remove it, and a duplicate may be added from either end), so
// the duplicate rule needs every relation of both ends in one decision. On the wikis' own
// streams each end would see only half of them, and the wiki's decider would grow a second
// concern. Relations change rarely, so a world's changes waiting one behind another costs nothing.

const ids = { worldId: z.string(), relationId: z.string(), fromId: z.string(), toId: z.string() };
const kind = { type: z.enum(RELATION_TYPES), custom: z.string(), period: RelationPeriod.nullable() };

export const RelationAdded = defineEvent({ type: 'RelationAdded', version: 1, schema: z.object({ ...ids, ...kind, addedOn: z.string() }) });
export const RelationChanged = defineEvent({ type: 'RelationChanged', version: 1, schema: z.object({ ...ids, ...kind }) });
export const RelationRemoved = defineEvent({ type: 'RelationRemoved', version: 1, schema: z.object(ids) });

export const relationEvents = [RelationAdded, RelationChanged, RelationRemoved];
export type RelationEvent = EventOf<typeof RelationAdded> | EventOf<typeof RelationChanged> | EventOf<typeof RelationRemoved>;
