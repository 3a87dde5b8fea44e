import type { ElementSummary, WorldView } from '@lorewright/domain/worlds/worldView';
import type { MockAnswer } from '../../testing/mockApi';

// Worlds as the server answers them, for this feature's specs.

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

export const makeElement = (_id: string, title: string, extra: Partial<ElementSummary> = {}): ElementSummary => ({
  _id,
  title,
  visibility: 'public',
  lastUpdated: '2025-04-02T10:00:00.000Z',
  ...extra,
});

/** `GET world/{id}` or `POST world/{currentWorldID}` answering this world. */
export const worldAnswer = (world: WorldView): MockAnswer => ({ status: 200, body: { world } });
