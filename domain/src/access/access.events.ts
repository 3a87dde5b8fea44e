import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';

// Anonymous analytics (product.md §7.14: POST access, POST access/visibility). One stream per visitor id.

export const FirstVisitDetails = z.object({
  location: z.string().max(200).optional(),
  orientation: z.string().max(40).optional(),
  language: z.string().max(40).optional(),
  screenWidth: z.number().int().min(0).max(100_000).optional(),
  screenHeight: z.number().int().min(0).max(100_000).optional(),
  windowWidth: z.number().int().min(0).max(100_000).optional(),
  windowHeight: z.number().int().min(0).max(100_000).optional(),
  referrer: z.string().max(2000).optional(),
});

export const VisitorArrived = defineEvent({
  type: 'VisitorArrived',
  version: 1,
  schema: z.object({ aId: z.string(), details: FirstVisitDetails }),
});

export const PageVisited = defineEvent({
  type: 'PageVisited',
  version: 1,
  // closing: sent again when the page closes (the product's `c: true`).
  schema: z.object({ aId: z.string(), url: z.string(), closing: z.boolean() }),
});

export const VisibilityChanged = defineEvent({
  type: 'VisibilityChanged',
  version: 1,
  schema: z.object({ aId: z.string(), visibility: z.string() }),
});

export const accessEvents = [VisitorArrived, PageVisited, VisibilityChanged];

export type AccessEvent = EventOf<typeof VisitorArrived> | EventOf<typeof PageVisited> | EventOf<typeof VisibilityChanged>;
