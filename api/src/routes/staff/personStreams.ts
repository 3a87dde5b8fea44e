import { userStream } from '@lorewright/commands/accounts/streams';
import { subscriptionStream } from '@lorewright/commands/billing/subscriptionStream';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { notificationStream } from '@lorewright/commands/notifications/notificationCommands';
import { rolesStream, violationsStream } from '@lorewright/commands/staff/staffStreams';

// The streams that belong to one person, the only ones the staff console opens raw.
export const personStreamNames = (userId: string) => [
  userStream(userId),
  rolesStream(userId),
  violationsStream(userId),
  subscriptionStream(userId),
  notificationStream(userId),
];

export const existingPersonStreams = async (eventStore: EventStore, userId: string) => {
  const names = personStreamNames(userId);
  const found = await Promise.all(names.map(async (name) => (await eventStore.readStream(name, { maxCount: 1 })).length > 0));
  return names.filter((_, index) => found[index]);
};
