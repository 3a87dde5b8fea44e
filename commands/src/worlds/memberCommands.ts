import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { notFound } from '@lorewright/domain/shared/errors';
import type { ElementName } from '@lorewright/domain/worlds/elementNames';
import type { ElementAccessChoice, MemberRole } from '@lorewright/domain/worlds/memberRoles';
import type { InvitationDecision } from '@lorewright/domain/worlds/world.commands';
import { worldDecider } from '@lorewright/domain/worlds/world.decide';
import { INVITATION_RATE_WINDOW_MS } from '@lorewright/domain/worlds/worldLimits';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { CommandContext } from '../pipeline/commandContext';
import type { WorldDeps } from './worldDeps';
import { worldStream } from './worldReader';

// Invitations live in the world's stream, so answering one and becoming a member is a single
// append: of two parallel answers the second meets the first in the stream and is refused.
export const createMemberCommands = (deps: WorldDeps) => ({
  // The account that holds the address now (if any) is recorded, so it can be notified.
  //
  // The hourly limit per author counts the invitations read model (every world of the author,
  // deleted ones too), not a stream: an author's invitations are spread over their worlds'
  // streams, and recording them in the author's own stream as well would make one invitation
  // two appends that can half fail. The route waits for the read model after each invitation,
  // so one after another the count is exact; a burst of parallel requests that all read the
  // count before any of them is projected may pass it by the size of the burst (the request
  // rate limits bound that). The pending cap per world is exact: the world's stream decides it.
  invite: async (actorId: string, worldId: string, invitedMemberEmail: string, context: CommandContext) => {
    const email = normalizeEmail(invitedMemberEmail);
    const now = deps.clock.now();
    const since = new Date(now.getTime() - INVITATION_RATE_WINDOW_MS).toISOString();
    const [invitedUserId, author, sentInLastHour] = await Promise.all([
      deps.lookups.userIdByEmail(email),
      deps.readUser(actorId),
      deps.lookups.invitationsSentSince(actorId, since),
    ]);
    const invitationId = deps.ids.newId();
    const { position } = await deps.handle(
      worldStream(worldId),
      worldDecider,
      { type: 'InviteMember', actorId, actorEmail: author.email, invitationId, email, invitedUserId, date: now.toISOString(), sentInLastHour },
      context,
    );
    return { invitationId, position };
  },

  // Whoever holds the invited address when answering may answer.
  respond: async (userId: string, invitationId: string, decision: InvitationDecision, context: CommandContext) => {
    const worldId = await deps.lookups.worldIdOfInvitation(invitationId);
    if (!worldId) throw notFound(m.invitationNotFound);
    const user = await deps.readUser(userId);
    const { position } = await deps.handle(
      worldStream(worldId),
      worldDecider,
      { type: 'RespondToInvitation', invitationId, userId, userEmail: user.email, decision, date: deps.clock.now().toISOString() },
      context,
    );
    return { worldId, position };
  },

  // Roles and element access live in the world's stream too: the decider checks the actor's
  // right to manage against the same members the change is about.
  setMemberRole: async (actorId: string, worldId: string, memberId: string, role: MemberRole, context: CommandContext) => {
    const { position } = await deps.handle(worldStream(worldId), worldDecider, { type: 'SetMemberRole', actorId, memberId, role }, context);
    return { position };
  },

  updateElementAccess: async (actorId: string, worldId: string, change: ElementAccessChange, context: CommandContext) => {
    const { position } = await deps.handle(worldStream(worldId), worldDecider, { type: 'UpdateElementAccess', actorId, ...change }, context);
    return { position };
  },
});

// One member's access to one element; 'role' removes the override.
export interface ElementAccessChange {
  element: ElementName;
  elementId: string;
  memberId: string;
  access: ElementAccessChoice;
}
