import { forbidden, notFound } from '@lorewright/domain/shared/errors';
import { elementAccessKey, roleMessages as r, type MemberRole } from '@lorewright/domain/worlds/memberRoles';
import {
  InvitationIdBody,
  InviteMemberBody,
  RespondToInvitationBody,
  SetMemberRoleBody,
  UpdateElementAccessBody,
  WorldIdBody,
} from '@lorewright/domain/worlds/world.commands';
import { canManageMembers, isWorldMember, roleIn } from '@lorewright/domain/worlds/worldAccess';
import { requireViewableWorld, worldForViewer } from '@lorewright/domain/worlds/worldForViewer';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { ELEMENT_LIST_OF, InvitationAnswer, InvitationsAnswer, MembersAnswer, type InvitationView, type WorldView } from '@lorewright/domain/worlds/worldView';
import type { UserView } from '@lorewright/domain/accounts/userView';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { WORLD_VIEWS } from './worlds';
import { InvitationAnsweredAnswer, InvitationSentAnswer, MembersChangedAnswer } from '@lorewright/domain/worlds/worldView';

// An override may be set on an element of the world only (read from the whole world: a manager's
// own view may leave out an element they were given no access to); one already set may always be
// removed, even after its element is gone.
const mayOverride = (world: WorldView, { element, elementID, memberID, access }: UpdateElementAccessBody) =>
  world[ELEMENT_LIST_OF[element]].some((each) => each._id === elementID) ||
  (access === 'role' && Object.hasOwn(world.elementAccess?.[elementAccessKey(element, elementID)] ?? {}, memberID));

// Every member's role, readers included (the author, the owner, has none).
const rolesOf = (world: WorldView): Record<string, MemberRole> =>
  Object.fromEntries(world.members.map((memberId) => [memberId, roleIn(world, memberId) as MemberRole]));

export type WorldMemberRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'worlds'> & QueriesOf<'worlds'>;

// Members and invitations (product.md §7). Invitations are answered by the account holding the
// invited address; the world's stream makes each answer happen once.
export const worldMemberRoutes = (ports: WorldMemberRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.worlds;
  const queries = ports.queries.worlds;
  // An invitation is shown to the account holding its address and to those who manage the
  // world's members (they invite, and see the pending ones); to anyone else it does not exist.
  const mayReadInvitation = async (invitation: InvitationView, user: UserView) => {
    if (invitation.invitedMemberEmail === user.email || invitation.authorID === user._id) return true;
    const world = await queries.worldById(invitation.worldID);
    return !!world && canManageMembers(world, user._id);
  };
  const readInvitation = async (invitationId: string, user: UserView) => {
    const invitation = await queries.invitationById(invitationId);
    if (!invitation || !(await mayReadInvitation(invitation, user))) throw notFound(m.invitationNotFound);
    return invitation;
  };

  // Members see who belongs and their roles; those who manage members also see the pending
  // invitations (their addresses) and the overrides of members' access to elements.
  const membersAnswer = async (world: WorldView, userId: string) => {
    const manages = canManageMembers(world, userId);
    const [members, invitations] = await Promise.all([queries.authorsByIds(world.members), manages ? queries.pendingInvitationsOfWorld(world._id) : []]);
    return { author: world.author, members, invitations, roles: rolesOf(world), ...(manages ? { elementAccess: world.elementAccess ?? {} } : {}) };
  };

  app.post(
    '/world/members',
    { schema: { body: WorldIdBody, response: { 200: MembersAnswer } }, config: { auth: 'required', allowBlocked: true } },
    async (request) => {
      const userId = currentUser(request)._id;
      const world = await queries.viewableWorld(request.body.worldID, userId);
      if (!isWorldMember(world, userId)) throw forbidden(m.membersOnly);
      return membersAnswer(world, userId);
    },
  );

  // Both answer the world as the caller now sees it and the members page's lists, so the page
  // shows the change without another request.
  app.post(
    '/world/setMemberRole',
    { schema: { body: SetMemberRoleBody, response: { 200: MembersChangedAnswer } }, config: { auth: 'required', rateLimited: 'roles' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { worldID, memberID, role } = request.body;
      const { position } = await commands.setMemberRole(userId, worldID, memberID, role, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      const world = await queries.viewableWorld(worldID, userId);
      return { message: r.roleChanged, world, ...(await membersAnswer(world, userId)) };
    },
  );

  // The element must be in the world: checked on the world's read model, which lists every
  // element, before the world's stream decides who may change what.
  app.post(
    '/updateElementAccess',
    { schema: { body: UpdateElementAccessBody, response: { 200: MembersChangedAnswer } }, config: { auth: 'required', rateLimited: 'roles' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { worldID, element, elementID, memberID, access } = request.body;
      const whole = await queries.worldById(worldID);
      requireViewableWorld(whole, userId); // 404 when gone, 403 when private to the caller
      if (!whole || !canManageMembers(whole, userId)) throw forbidden(r.onlyManagers);
      if (!mayOverride(whole, request.body)) throw notFound(r.elementNotInWorld);
      const change = { element, elementId: elementID, memberId: memberID, access };
      const { position } = await commands.updateElementAccess(userId, worldID, change, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      const world = await queries.viewableWorld(worldID, userId);
      return { message: r.accessChanged, world, ...(await membersAnswer(world, userId)) };
    },
  );

  app.post(
    '/world/inviteMember',
    { schema: { body: InviteMemberBody, response: { 201: InvitationSentAnswer } }, config: { auth: 'required', rateLimited: 'invite' } },
    async (request, reply) => {
      const user = currentUser(request);
      const { invitationId, position } = await commands.invite(user._id, request.body.worldID, request.body.invitedMemberEmail, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      return reply.status(201).send({ message: m.invitationSent, invitation: await readInvitation(invitationId, user) });
    },
  );

  app.post(
    '/world/invitation',
    { schema: { body: InvitationIdBody, response: { 200: InvitationAnswer } }, config: { auth: 'required', allowBlocked: true } },
    async (request) => ({
      invitation: await readInvitation(request.body.invitationID, currentUser(request)),
    }),
  );

  // world: the world as the answering user now sees it (null after rejecting a private one).
  app.post(
    '/world/respondToInvitation',
    { schema: { body: RespondToInvitationBody, response: { 200: InvitationAnsweredAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const user = currentUser(request);
      const { invitationID: invitationId, decision } = request.body;
      const { worldId, position } = await commands.respond(user._id, invitationId, decision, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      const [invitation, world] = await Promise.all([readInvitation(invitationId, user), queries.worldById(worldId)]);
      return {
        message: decision === 'accept' ? m.invitationAccepted : m.invitationRejected,
        invitation,
        world: world && worldForViewer(world, user._id),
      };
    },
  );

  // Every invitation sent to the caller's address, answered or not, newest first.
  app.post('/user/invitations', { schema: { response: { 200: InvitationsAnswer } }, config: { auth: 'required', allowBlocked: true } }, async (request) => ({
    invitations: await queries.invitationsForEmail(currentUser(request).email),
  }));
};
