import type { Decider } from '../shared/decider';
import { checkedDisplayName } from '../shared/displayText';
import { conflict, forbidden, invalid, notFound, tooManyRequests } from '../shared/errors';
import type { WorldCommand } from './world.commands';
import type { WorldEvent } from './world.events';
import { evolveWorld, initialWorldState, type WorldState } from './world.state';
import { elementAccessKey, roleMessages as r } from './memberRoles';
import { canEditWorldDetails, canManageMembers, isWorldAuthor, isWorldMember, roleIn } from './worldAccess';
import { INVITATIONS_PER_HOUR_MAX, WORLD_DESCRIPTION_MAX, WORLD_NAME_MAX, WORLD_PENDING_INVITATIONS_MAX } from './worldLimits';
import { worldMessages as m } from './worldMessages';

// The request schemas check the same rules first; the decider keeps them true for every caller.
const checkedName = (name: string, blank: string) => checkedDisplayName(name, { blank, max: WORLD_NAME_MAX, tooLong: m.nameTooLong });

const checkedDescription = (description: string, required: boolean) => {
  const trimmed = description.trim();
  if (required && !trimmed) throw invalid(m.nameAndDescriptionRequired);
  if (trimmed.length > WORLD_DESCRIPTION_MAX) throw invalid(m.descriptionTooLong);
  return trimmed;
};

// Every command but creation needs a world that exists. Its details and its members are changed
// by the owner and co-owners; deleting it is the owner's alone.
const requireWorld = (state: WorldState) => {
  if (state.status !== 'active') throw notFound(m.notFound);
};
const requireDetailsEditor = (state: WorldState, actorId: string) => {
  requireWorld(state);
  if (!canEditWorldDetails(state, actorId)) throw forbidden(m.onlyAuthor);
};
const requireOwner = (state: WorldState, actorId: string) => {
  requireWorld(state);
  if (!isWorldAuthor(state, actorId)) throw forbidden(m.onlyAuthor);
};

// Roles and access are given by the owner and co-owners, to members other than the owner; only
// the owner makes or unmakes co-owners, or changes what a co-owner may do.
const requireManagerOf = (state: WorldState, actorId: string, memberId: string, makesCoOwner: boolean) => {
  requireWorld(state);
  if (!canManageMembers(state, actorId)) throw forbidden(r.onlyManagers);
  if (memberId === state.authorID) throw invalid(r.ownerHasNoRole);
  if (!state.members.includes(memberId)) throw notFound(r.notMember);
  const owner = isWorldAuthor(state, actorId);
  if (!owner && (makesCoOwner || roleIn(state, memberId) === 'co-owner')) throw forbidden(r.onlyOwnerCoOwners);
};

const decideWorld = (command: WorldCommand, state: WorldState): WorldEvent[] => {
  const worldId = state.worldId;
  switch (command.type) {
    case 'CreateWorld': {
      if (state.status !== 'none') throw conflict('This world already exists.');
      const { worldId: id, authorId, createdOn } = command;
      const name = checkedName(command.name, m.nameRequired);
      const description = checkedDescription(command.description, false);
      return [{ type: 'WorldCreated', data: { worldId: id, authorId, name, description, createdOn } }];
    }
    case 'RenameWorld': {
      requireDetailsEditor(state, command.actorId);
      const name = checkedName(command.name, m.nameAndDescriptionRequired);
      return name === state.name ? [] : [{ type: 'WorldRenamed', data: { worldId, name } }];
    }
    case 'ChangeWorldDescription': {
      requireDetailsEditor(state, command.actorId);
      const description = checkedDescription(command.description, true);
      return description === state.description ? [] : [{ type: 'WorldDescriptionChanged', data: { worldId, description } }];
    }
    case 'ChangeWorldVisibility': {
      requireDetailsEditor(state, command.actorId);
      const { visibility } = command;
      return visibility === state.visibility ? [] : [{ type: 'WorldVisibilityChanged', data: { worldId, visibility } }];
    }
    case 'ChangeWorldHeaderImage': {
      requireDetailsEditor(state, command.actorId);
      const { headerImage, mediaId } = command;
      if (headerImage === state.headerImage && mediaId === state.mediaId) return [];
      return [{ type: 'WorldHeaderImageChanged', data: { worldId, headerImage, mediaId } }];
    }
    case 'ChooseWorldCalendar': {
      requireDetailsEditor(state, command.actorId);
      const { timeline } = command;
      if (timeline && timeline.worldId !== worldId) throw notFound(m.calendarTimelineNotInWorld);
      const timelineId = timeline?.timelineId ?? null;
      return timelineId === state.calendarTimelineId ? [] : [{ type: 'WorldCalendarChosen', data: { worldId, timelineId } }];
    }
    case 'DeleteWorld':
      requireOwner(state, command.actorId);
      return [{ type: 'WorldDeleted', data: { worldId, authorId: state.authorID } }];
    case 'InviteMember': {
      requireWorld(state);
      if (!canManageMembers(state, command.actorId)) throw forbidden(m.onlyAuthor);
      const { email, invitedUserId, invitationId, date } = command;
      if (email === command.actorEmail || invitedUserId === state.authorID) throw invalid(m.cannotInviteSelf);
      if (invitedUserId && isWorldMember(state, invitedUserId)) throw conflict(m.alreadyMember);
      const pending = Object.values(state.invitations).filter((i) => !i.answered);
      if (pending.some((i) => i.email === email)) throw conflict(m.alreadyInvited);
      // Both limits answer 429: each stops an author from making the server mail more addresses
      // (docs/decisions.md). The world's cap is exact: every invitation and answer is in this
      // stream. The hourly count comes from the read side and may lag a parallel burst.
      if (pending.length >= WORLD_PENDING_INVITATIONS_MAX) throw tooManyRequests(m.tooManyPendingInvitations);
      if (command.sentInLastHour >= INVITATIONS_PER_HOUR_MAX) throw tooManyRequests(m.tooManyInvitations);
      return [{ type: 'MemberInvited', data: { worldId, invitationId, authorId: state.authorID, invitedMemberEmail: email, invitedUserId, date } }];
    }
    case 'RespondToInvitation': {
      // Own entries only: an id such as 'constructor' names no invitation.
      const invitation = Object.hasOwn(state.invitations, command.invitationId) ? state.invitations[command.invitationId] : undefined;
      // A deleted world's invitations are gone with it.
      if (state.status !== 'active' || !invitation) throw notFound(m.invitationNotFound);
      if (invitation.email !== command.userEmail) throw forbidden(m.invitationNotYours);
      if (invitation.answered) throw conflict(m.invitationAnswered);
      const data = { worldId, invitationId: command.invitationId, userId: command.userId, date: command.date };
      return [command.decision === 'accept' ? { type: 'InvitationAccepted', data } : { type: 'InvitationRejected', data }];
    }
    case 'SetMemberRole': {
      const { actorId, memberId, role } = command;
      requireManagerOf(state, actorId, memberId, role === 'co-owner');
      if (roleIn(state, memberId) === role) return [];
      return [{ type: 'MemberRoleChanged', data: { worldId, memberId, role, by: actorId } }];
    }
    case 'UpdateElementAccess': {
      const { actorId, memberId, element, elementId } = command;
      requireManagerOf(state, actorId, memberId, false);
      const access = command.access === 'role' ? null : command.access;
      const key = elementAccessKey(element, elementId);
      const current = Object.hasOwn(state.elementAccess ?? {}, key) ? state.elementAccess![key] : {};
      if ((Object.hasOwn(current, memberId) ? current[memberId] : null) === access) return [];
      return [{ type: 'ElementAccessChanged', data: { worldId, element, elementId, memberId, access, by: actorId } }];
    }
  }
};

// One world, its members and its invitations over `world-{worldId}`.
export const worldDecider: Decider<WorldCommand, WorldEvent, WorldState> = {
  initialState: initialWorldState,
  evolve: evolveWorld,
  decide: decideWorld,
};
