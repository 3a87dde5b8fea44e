import { streamName } from '../eventStore/eventStore';

// One stream per post; its replies, reactions, views and reports live in it too.
export const postStream = (postId: string) => streamName('post', postId);

// Ids the server hands out are UUIDs: anything else names no post, and is answered without
// reading the store.
export const isPlausibleId = (id: string) => /^[A-Za-z0-9_-]{1,100}$/.test(id);
