import { describe, expect, it } from 'vitest';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { ReadStore } from '@lorewright/projections/readStore/readStore';
import { createReactors, REACTOR_NAMES, type ReactorPorts } from './reactors';

const unused = async () => undefined;
const ports: ReactorPorts = {
  eventStore: {} as EventStore,
  registry: eventRegistry,
  readStore: {} as ReadStore,
  mailer: { send: unused },
  publicUrl: 'https://lorewright.test',
  codes: {} as ReactorPorts['codes'],
  sendNotification: unused,
  media: { fillSlot: unused, clearSlot: unused, clearScope: unused } as unknown as ReactorPorts['media'],
  grantPermission: unused,
  supportEmail: 'support@lorewright.test',
  mediaFiles: { get: async () => null },
  exports: { stateOf: unused, progress: unused, complete: unused, fail: unused } as unknown as ReactorPorts['exports'],
  exportFiles: { create: () => ({}), open: unused, delete: unused, close: unused } as unknown as ReactorPorts['exportFiles'],
  waitForViews: async () => true,
  followDatePoint: {} as ReactorPorts['followDatePoint'],
};

describe('the reactor list', () => {
  it('keeps the names checkpoints are stored under', () => {
    expect(REACTOR_NAMES).toEqual([
      'accountMails',
      'invitationMails',
      'notificationSender',
      'worldMediaRelease',
      'sceneMedia',
      'subscriptionPermissions',
      'supportMails',
      'communityNotifications',
      'commentNotifications',
      'staffDecisions',
      'ticketAnswers',
      'exports',
      'datePointFollows',
    ]);
  });

  it('builds every listed reactor, in the listed order, under its listed name', () => {
    expect(createReactors(ports).map((reactor) => reactor.name)).toEqual(REACTOR_NAMES);
  });
});
