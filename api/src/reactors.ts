import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { MediaLibraryCommands } from '@lorewright/commands/media/mediaLibraryCommands';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { createWorldMediaReleaseReactor, WORLD_MEDIA_RELEASE_REACTOR } from '@lorewright/projections/media/worldMediaRelease.reactor';
import {
  createNotificationSenderReactor,
  NOTIFICATION_SENDER_REACTOR,
  type SendNotification,
} from '@lorewright/projections/notifications/notificationSender.reactor';
import type { ReadStore } from '@lorewright/projections/readStore/readStore';
import type { Reactor } from '@lorewright/projections/runner/reactor';
import { createSceneMediaReactor, SCENE_MEDIA_REACTOR } from '@lorewright/projections/writings/sceneMedia.reactor';
import { ACCOUNT_MAILS_REACTOR, createAccountMailsReactor } from './mail/accountMails.reactor';
import { createInvitationMailsReactor, INVITATION_MAILS_REACTOR } from './mail/invitationMails.reactor';
import type { Mailer } from './mail/mailer';

// What the reactors need: the stores, the api's Mailer, and the commands they send.
export interface ReactorPorts {
  eventStore: EventStore;
  registry: EventRegistry;
  readStore: ReadStore;
  mailer: Mailer;
  publicUrl: string;
  sendNotification: SendNotification;
  media: Pick<MediaLibraryCommands, 'fillSlot' | 'clearSlot' | 'clearScope'>;
}

// Every reactor the server runs, the one list the composition root builds them from and the ops
// CLI (status, replay) takes their names from. A reactor's checkpoint and handled-event marks
// are stored under its name, so a name never changes.
//
// The mail reactors live in api/src/mail/ because they need the Mailer, an api port (DESIGN §3);
// the others live in projections/ beside the events they follow and get the commands they send
// from here.
const REACTORS: readonly { name: string; build: (ports: ReactorPorts) => Reactor }[] = [
  { name: ACCOUNT_MAILS_REACTOR, build: ({ mailer, publicUrl }) => createAccountMailsReactor(mailer, publicUrl) },
  {
    name: INVITATION_MAILS_REACTOR,
    build: ({ mailer, publicUrl, eventStore, registry, readStore }) => createInvitationMailsReactor({ mailer, publicUrl, eventStore, registry, readStore }),
  },
  {
    name: NOTIFICATION_SENDER_REACTOR,
    build: ({ eventStore, registry, sendNotification }) => createNotificationSenderReactor({ eventStore, registry, send: sendNotification }),
  },
  { name: WORLD_MEDIA_RELEASE_REACTOR, build: ({ media }) => createWorldMediaReleaseReactor(media.clearScope) },
  {
    name: SCENE_MEDIA_REACTOR,
    build: ({ eventStore, registry, media }) =>
      createSceneMediaReactor({ eventStore, registry, fillSlot: media.fillSlot, clearSlot: media.clearSlot, clearScope: media.clearScope }),
  },
];

export const REACTOR_NAMES: readonly string[] = REACTORS.map((reactor) => reactor.name);

export const createReactors = (ports: ReactorPorts): Reactor[] =>
  REACTORS.map(({ name, build }) => {
    const reactor = build(ports);
    if (reactor.name !== name) throw new Error(`Reactor ${reactor.name} is listed as ${name}.`);
    return reactor;
  });
