import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';

// Events of a world's continuity, stream `continuity-{worldId}`: which warnings its editors
// dismissed, and why. The warnings themselves are never events: they are read from the world's
// dated facts (projections/src/continuity) and change whenever those do. A warning's id names its
// kind and its places, so a dismissal keeps applying to the same contradiction however often it
// is worked out again.
//
// Why a stream per world and not the elements' streams: a warning names two elements (a wiki and
// a scene, or two wikis), and a dismissal belongs to neither's history, restore or export.

const ids = { worldId: z.string(), warningId: z.string() };

export const ContinuityWarningDismissed = defineEvent({
  type: 'ContinuityWarningDismissed',
  version: 1,
  schema: z.object({ ...ids, reason: z.string(), dismissedBy: z.string(), at: z.string() }),
});
export const ContinuityWarningRestored = defineEvent({
  type: 'ContinuityWarningRestored',
  version: 1,
  schema: z.object({ ...ids, restoredBy: z.string() }),
});

export const continuityEvents = [ContinuityWarningDismissed, ContinuityWarningRestored];
export type ContinuityEvent = EventOf<typeof ContinuityWarningDismissed> | EventOf<typeof ContinuityWarningRestored>;
