import { forbidden, notFound } from '@lorewright/domain/shared/errors';
import { InvitationIdBody, InviteMemberBody, RespondToInvitationBody, WorldIdBody } from '@lorewright/domain/worlds/world.commands';
import { isWorldAuthor, isWorldMember } from '@lorewright/domain/worlds/worldAccess';
import { worldForViewer } from '@lorewright/domain/worlds/worldForViewer';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { InvitationView } from '@lorewright/domain/worlds/worldView';
import type { UserView } from '@lorewright/domain/accounts/userView';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp } from '../routeTypes';
import { WORLD_VIEWS } from './worlds';

// An invitation is shown to the account holding its address and to the world's author; to
// anyone else it does not exist.
const mayReadInvitation = (invitation: InvitationView, user: UserView) => invitation.invitedMemberEmail === user.email || invitation.authorID === user._id;

// Members and invitations (product.md §7). Invitations are answered by the account holding the
// invited address; the world's stream makes each answer happen once.
export const worldMemberRoutes = (stack: Stack) => async (app: ZodApp) => {
  const commands = stack.commands.worlds;
  const queries = stack.queries.worlds;
  const readInvitation = async (invitationId: string, user: UserView) => {
    const invitation = await queries.invitationById(invitationId);
    if (!invitation || !mayReadInvitation(invitation, user)) throw notFound(m.invitationNotFound);
    return invitation;
  };

  // Members see who belongs; only the author sees the pending invitations (their addresses).
  app.post('/world/members', { schema: { body: WorldIdBody }, config: { auth: 'required', allowBlocked: true } }, async (request) => {
    const userId = currentUser(request)._id;
    const world = await queries.viewableWorld(request.body.worldID, userId);
    if (!isWorldMember(world, userId)) throw forbidden(m.membersOnly);
    const [members, invitations] = await Promise.all([
      queries.authorsByIds(world.members),
      isWorldAuthor(world, userId) ? queries.pendingInvitationsOfWorld(world._id) : [],
    ]);
    return { author: world.author, members, invitations };
  });

  app.post('/world/inviteMember', { schema: { body: InviteMemberBody }, config: { auth: 'required', rateLimited: 'invite' } }, async (request, reply) => {
    const user = currentUser(request);
    const { invitationId, position } = await commands.invite(user._id, request.body.worldID, request.body.invitedMemberEmail, commandContext(request));
    await stack.waitForViews(position, WORLD_VIEWS);
    return reply.status(201).send({ message: m.invitationSent, invitation: await readInvitation(invitationId, user) });
  });

  app.post('/world/invitation', { schema: { body: InvitationIdBody }, config: { auth: 'required', allowBlocked: true } }, async (request) => ({
    invitation: await readInvitation(request.body.invitationID, currentUser(request)),
  }));

  // world: the world as the answering user now sees it (null after rejecting a private one).
  app.post('/world/respondToInvitation', { schema: { body: RespondToInvitationBody }, config: { auth: 'required' } }, async (request) => {
    const user = currentUser(request);
    const { invitationID: invitationId, decision } = request.body;
    const { worldId, position } = await commands.respond(user._id, invitationId, decision, commandContext(request));
    await stack.waitForViews(position, WORLD_VIEWS);
    const [invitation, world] = await Promise.all([readInvitation(invitationId, user), queries.worldById(worldId)]);
    return {
      message: decision === 'accept' ? m.invitationAccepted : m.invitationRejected,
      invitation,
      world: world && worldForViewer(world, user._id),
    };
  });

  // Every invitation sent to the caller's address, answered or not, newest first.
  app.post('/user/invitations', { config: { auth: 'required', allowBlocked: true } }, async (request) => ({
    invitations: await queries.invitationsForEmail(currentUser(request).email),
  }));
};
