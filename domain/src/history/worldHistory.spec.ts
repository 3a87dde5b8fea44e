import { describe, expect, it } from 'vitest';
import type { WorldEvent } from '../worlds/world.events';
import { worldDescriber } from './worldHistory';

const worldId = 'world1';
const summaries = (events: WorldEvent[]) => events.map((event) => worldDescriber.describe(event, {}).summary);

describe('world history summaries', () => {
  it('say in one line what the author changed, and who was invited or joined without any address', () => {
    const lines = summaries([
      { type: 'WorldCreated', data: { worldId, authorId: 'ann', name: 'Erebor', description: 'A mountain.', createdOn: '' } },
      { type: 'WorldRenamed', data: { worldId, name: 'Lonely Mountain' } },
      { type: 'WorldDescriptionChanged', data: { worldId, description: 'Home of dwarves.' } },
      { type: 'WorldVisibilityChanged', data: { worldId, visibility: 'public' } },
      { type: 'WorldHeaderImageChanged', data: { worldId, headerImage: 'h.png', mediaId: 'm1' } },
      { type: 'WorldHeaderImageChanged', data: { worldId, headerImage: null, mediaId: null } },
      {
        type: 'MemberInvited',
        data: { worldId, invitationId: 'v1', authorId: 'ann', invitedMemberEmail: 'bob@example.org', invitedUserId: null, date: '' },
      },
      { type: 'InvitationAccepted', data: { worldId, invitationId: 'v1', userId: 'bob', date: '' } },
      { type: 'InvitationRejected', data: { worldId, invitationId: 'v2', userId: 'cy', date: '' } },
      { type: 'WorldDeleted', data: { worldId, authorId: 'ann' } },
    ]);
    expect(lines).toEqual([
      'Created world “Erebor”',
      'Renamed to “Lonely Mountain”',
      'Changed the description',
      'Made public',
      'Changed the header image',
      'Put the default header image back',
      'Invited a member',
      'Accepted an invitation and joined',
      'Declined an invitation',
      'Deleted',
    ]);
    expect(lines.join(' ')).not.toContain('@');
  });

  it('belongs to the world itself', () => {
    const event: WorldEvent = { type: 'WorldRenamed', data: { worldId, name: 'X' } };
    expect([worldDescriber.elementIdOf(event), worldDescriber.worldIdOf(event)]).toEqual([worldId, worldId]);
  });
});
