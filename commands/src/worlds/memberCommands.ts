import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { notFound } from '@lorewright/domain/shared/errors';
import type { InvitationDecision } from '@lorewright/domain/worlds/world.commands';
import { worldDecider } from '@lorewright/domain/worlds/world.decide';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { CommandContext } from '../pipeline/commandContext';
import type { WorldDeps } from './worldDeps';
import { worldStream } from './worldReader';

// Invitations live in the world's stream, so answering one and becoming a member is a single
// append: of two parallel answers the second meets the first in the stream and is refused.
export const createMemberCommands = (deps: WorldDeps) => ({
  // The account that holds the address now (if any) is recorded, so it can be notified.
  invite: async (actorId: string, worldId: string, invitedMemberEmail: string, context: CommandContext) => {
    const email = normalizeEmail(invitedMemberEmail);
    const [invitedUserId, author] = await Promise.all([deps.lookups.userIdByEmail(email), deps.readUser(actorId)]);
    const invitationId = deps.ids.newId();
    const { position } = await deps.handle(
      worldStream(worldId),
      worldDecider,
      { type: 'InviteMember', actorId, actorEmail: author.email, invitationId, email, invitedUserId, date: deps.clock.now().toISOString() },
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
});
