import type { WorldEvent } from './world.events';
import { elementAccessKey, withElementAccess } from './memberRoles';
import type { WorldAccessFacts } from './worldAccess';

// What the write side knows of one world to decide: folded from `world-{worldId}`. It carries
// the access facts, so the one access rule (worldAccess.ts) applies to it directly.
export interface InvitationState {
  email: string;
  answered: boolean;
}

export interface WorldState extends WorldAccessFacts {
  status: 'none' | 'active' | 'deleted';
  worldId: string;
  name: string;
  description: string;
  headerImage: string | null;
  mediaId: string | null;
  // The timeline whose calendar the world's dates use; null for the Gregorian calendar.
  calendarTimelineId: string | null;
  // By invitation id.
  invitations: Readonly<Record<string, InvitationState>>;
}

export const initialWorldState = (): WorldState => ({
  status: 'none',
  worldId: '',
  authorID: '',
  name: '',
  description: '',
  // New worlds are private until the author publishes them.
  visibility: 'private',
  headerImage: null,
  mediaId: null,
  calendarTimelineId: null,
  members: [],
  roles: {},
  elementAccess: {},
  invitations: {},
});

const answer = (state: WorldState, invitationId: string): WorldState['invitations'] => {
  const invitation = Object.hasOwn(state.invitations, invitationId) ? state.invitations[invitationId] : undefined;
  return invitation ? { ...state.invitations, [invitationId]: { ...invitation, answered: true } } : state.invitations;
};

export const evolveWorld = (state: WorldState, event: WorldEvent): WorldState => {
  switch (event.type) {
    case 'WorldCreated': {
      const { worldId, authorId, name, description } = event.data;
      return { ...state, status: 'active', worldId, authorID: authorId, name, description };
    }
    case 'WorldRenamed':
      return { ...state, name: event.data.name };
    case 'WorldDescriptionChanged':
      return { ...state, description: event.data.description };
    case 'WorldVisibilityChanged':
      return { ...state, visibility: event.data.visibility };
    case 'WorldHeaderImageChanged':
      return { ...state, headerImage: event.data.headerImage, mediaId: event.data.mediaId };
    case 'WorldDeleted':
      return { ...state, status: 'deleted' };
    case 'WorldCalendarChosen':
      return { ...state, calendarTimelineId: event.data.timelineId };
    case 'MemberInvited': {
      const { invitationId, invitedMemberEmail } = event.data;
      return { ...state, invitations: { ...state.invitations, [invitationId]: { email: invitedMemberEmail, answered: false } } };
    }
    case 'InvitationAccepted': {
      const { userId, invitationId } = event.data;
      const joins = userId !== state.authorID && !state.members.includes(userId);
      return { ...state, members: joins ? [...state.members, userId] : state.members, invitations: answer(state, invitationId) };
    }
    case 'InvitationRejected':
      return { ...state, invitations: answer(state, event.data.invitationId) };
    case 'MemberRoleChanged':
      return { ...state, roles: { ...state.roles, [event.data.memberId]: event.data.role } };
    case 'ElementAccessChanged': {
      const { element, elementId, memberId, access } = event.data;
      return { ...state, elementAccess: withElementAccess(state.elementAccess, elementAccessKey(element, elementId), memberId, access) };
    }
  }
};
