import { tabRequestId } from '@lorewright/domain/notifications/tabRequestIds';
import { randomHexId } from './randomHexId';

/** This tab, for as long as the page is loaded: a live element's change names it when it made the change. */
export const TAB_ID = randomHexId();

let requests = 0;

/** The request id of each call: the tab, then a count (the server takes it as the events' correlation id). */
export const nextRequestId = (): string => tabRequestId(TAB_ID, String(++requests));
