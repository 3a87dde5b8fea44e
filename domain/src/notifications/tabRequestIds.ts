// A tab names itself in the request ids it sends (`{tab}:{request}`); the request id becomes the
// correlation id of the events a save appends, which is how the server knows the tab of a change.
// In a file of its own, free of zod: the client's first bundle sends request ids, and zod there
// would probe for eval, which the Content-Security-Policy reports.
const TAB_ID = /^[0-9a-f]{8,32}$/;

export const tabRequestId = (tab: string, request: string) => `${tab}:${request}`;

export const tabOfRequestId = (requestId: string): string | undefined => {
  const end = requestId.indexOf(':');
  const tab = end > 0 ? requestId.slice(0, end) : '';
  return TAB_ID.test(tab) ? tab : undefined;
};
