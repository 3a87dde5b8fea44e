import type { ElementSummary, InvitationView, WorldAuthor, WorldView } from '@lorewright/domain/worlds/worldView';
import { emptyWorldContents } from '@lorewright/domain/worlds/worldView';
import type { MockAnswer } from './mockApi';

// The demo world bundled with the page (/world/example), for specs of the screens that lead to it.
export { demoWorld } from '../features/worlds/demoWorld';

// Worlds, elements and invitations as the server answers them, for component tests. The
// signed-in user of makeUser() (Ada Lovelace, u1) authors makeWorld()'s world; Grace Hopper
// (a1) authors the others: the public worlds of the community lists, and the invitations.

export const otherAuthor: WorldAuthor = { _id: 'a1', name: 'Grace Hopper', avatarImage: 'default_avatar.png' };

/** By default, the signed-in user's own private world. */
export function makeWorld(overrides: Partial<WorldView> = {}): WorldView {
  return {
    _id: 'w1',
    name: 'Aldervale',
    description: 'Mist-wrapped peaks and lantern-lit river towns.',
    headerImage: null,
    authorID: 'u1',
    author: { _id: 'u1', name: 'Ada Lovelace', avatarImage: 'default_avatar.png' },
    visibility: 'private',
    createdOn: '2025-04-01T10:00:00.000Z',
    lastUpdated: '2025-04-02T10:00:00.000Z',
    ...emptyWorldContents(),
    ...overrides,
  };
}

/** A public world by another author, as the community lists show it. */
export const makePublicWorld = (overrides: Partial<WorldView> = {}): WorldView =>
  makeWorld({ authorID: otherAuthor._id, author: otherAuthor, visibility: 'public', ...overrides });

export const makeElement = (_id: string, title: string, extra: Partial<ElementSummary> = {}): ElementSummary => ({
  _id,
  title,
  visibility: 'public',
  lastUpdated: '2025-04-02T10:00:00.000Z',
  ...extra,
});

/** `GET world/{id}` or `POST world/{currentWorldID}` answering this world. */
export const worldAnswer = (world: WorldView): MockAnswer => ({ status: 200, body: { world } });

/** Grace Hopper's invitation to her world Aldervale, sent to Ada. */
export function makeInvitation(overrides: Partial<InvitationView> = {}): InvitationView {
  return {
    _id: 'i1',
    date: '2025-06-02T12:00:00.000Z',
    authorID: otherAuthor._id,
    author: otherAuthor,
    worldID: 'w1',
    world: { _id: 'w1', name: 'Aldervale', description: 'Mist-wrapped peaks and lantern-lit river towns.', headerImage: null },
    invitedMemberEmail: 'ada@example.com',
    acceptedOn: null,
    rejectedOn: null,
    ...overrides,
  };
}
