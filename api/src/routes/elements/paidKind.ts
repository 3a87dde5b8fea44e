import type { PaidHistoryParts } from '../history/paidHistoryKind';
import type { ElementHead, PaidElementKindParts } from './elementKindOf';

/**
 * One paid element kind (map, timeline, language) as the shared calls know it, in one place (a
 * `<kind>Kind.ts` beside its routes): its links, search and visibility (elementKinds.ts) and its
 * history (historyKinds.ts) are both made from it.
 */
export type PaidKind<State extends { status: string }, Head extends ElementHead = ElementHead> = PaidElementKindParts<Head> & PaidHistoryParts<State>;
