import { describe, expect, it } from 'vitest';
import { requireViewableWorld, viewableWorlds, worldForViewer } from './worldForViewer';
import { worldMessages as m } from './worldMessages';
import type { ElementSummary, WorldView } from './worldView';

const element = (_id: string, visibility: 'private' | 'public'): ElementSummary => ({ _id, title: _id, visibility, lastUpdated: '2025-01-01' });
const world = (visibility: 'private' | 'public'): WorldView => ({
  _id: 'w1',
  name: 'Eldoria',
  description: '',
  headerImage: null,
  authorID: 'author',
  author: { _id: 'author', name: 'Ann', avatarImage: 'default_avatar.png' },
  visibility,
  createdOn: '2025-01-01',
  lastUpdated: '2025-01-01',
  members: ['member'],
  invitations: ['i1'],
  writings: [element('open', 'public'), element('secret', 'private')],
  wikis: [element('notes', 'private')],
  timelines: [],
  maps: [],
  languages: [],
  num_writings: 2,
  num_wikis: 1,
  num_timelines: 0,
  num_maps: 0,
  num_languages: 0,
});

describe('a world as its viewer sees it', () => {
  it('the author and members see every element; only those who manage members see pending invitations', () => {
    expect(worldForViewer(world('private'), 'author')).toEqual(world('private'));
    expect(worldForViewer(world('private'), 'member')).toEqual({ ...world('private'), invitations: [] });
  });

  it('others see a public world without its private elements, and counts of what they see', () => {
    for (const viewer of ['stranger', null]) {
      expect(worldForViewer(world('public'), viewer)).toMatchObject({
        writings: [element('open', 'public')],
        wikis: [],
        num_writings: 1,
        num_wikis: 0,
        invitations: [],
      });
    }
  });

  it('others do not see a private world at all', () => {
    expect(worldForViewer(world('private'), 'stranger')).toBeNull();
    expect(viewableWorlds([world('private'), world('public')], null).map((w) => w.visibility)).toEqual(['public']);
  });

  it('a single read answers 404 for no world and 403 for a private one', () => {
    expect(() => requireViewableWorld(null, 'author')).toThrow(m.notFound);
    expect(() => requireViewableWorld(world('private'), 'stranger')).toThrow(m.isPrivate);
    expect(requireViewableWorld(world('private'), 'member').name).toBe('Eldoria');
  });
});

describe('members’ element access in a world read', () => {
  it('reaches the owner and co-owners whole, and each other member only as their own; roles reach everyone who sees the members', () => {
    const withRoles: WorldView = {
      ...world('public'),
      members: ['member', 'co', 'editor'],
      roles: { co: 'co-owner', editor: 'editor' },
      elementAccess: { 'wiki:notes': { member: 'edit' } },
    };
    const accessSeenBy = (viewer: string | null) => worldForViewer(withRoles, viewer)?.elementAccess;
    expect(['author', 'co', 'editor', 'member', 'stranger', null].map(accessSeenBy)).toEqual([
      { 'wiki:notes': { member: 'edit' } },
      { 'wiki:notes': { member: 'edit' } },
      {},
      { 'wiki:notes': { member: 'edit' } },
      {},
      {},
    ]);
    expect(worldForViewer(withRoles, null)?.roles).toEqual({ co: 'co-owner', editor: 'editor' });
  });

  it('leaves out of the lists an element a member has no access to, and shows co-owners the pending invitations', () => {
    const hidden: WorldView = {
      ...world('private'),
      members: ['member', 'co'],
      roles: { co: 'co-owner' },
      elementAccess: { 'wiki:notes': { member: 'none' } },
    };
    expect(worldForViewer(hidden, 'member')).toMatchObject({ wikis: [], num_wikis: 0, invitations: [] });
    expect(worldForViewer(hidden, 'co')).toMatchObject({ wikis: [element('notes', 'private')], invitations: ['i1'] });
  });
});
