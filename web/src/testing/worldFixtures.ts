import type { InvitationView, WorldView } from '@lorewright/domain/worlds/worldView';

// World and invitation documents as the server answers them, for component tests.

export function makeWorld(overrides: Partial<WorldView> = {}): WorldView {
  const _id = overrides._id ?? 'w1';
  return {
    _id,
    name: 'Aldervale',
    description: 'Mist-wrapped peaks and lantern-lit river towns.',
    headerImage: null,
    authorID: 'a1',
    author: { _id: 'a1', name: 'Grace Hopper', avatarImage: 'default_avatar.png' },
    visibility: 'public',
    createdOn: '2025-05-01T12:00:00.000Z',
    lastUpdated: '2025-06-01T12:00:00.000Z',
    members: [],
    invitations: [],
    writings: [],
    wikis: [],
    timelines: [],
    maps: [],
    languages: [],
    num_writings: 0,
    num_wikis: 0,
    num_timelines: 0,
    num_maps: 0,
    num_languages: 0,
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<InvitationView> = {}): InvitationView {
  return {
    _id: 'i1',
    date: '2025-06-02T12:00:00.000Z',
    authorID: 'a1',
    author: { _id: 'a1', name: 'Grace Hopper', avatarImage: 'default_avatar.png' },
    worldID: 'w1',
    world: { _id: 'w1', name: 'Aldervale', description: 'Mist-wrapped peaks and lantern-lit river towns.', headerImage: null },
    invitedMemberEmail: 'ada@example.com',
    acceptedOn: null,
    rejectedOn: null,
    ...overrides,
  };
}
