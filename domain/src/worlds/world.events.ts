import { z } from 'zod';
import { erasedEmail, ofUser, personalFields } from '../events/personalData';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { ELEMENT_NAMES } from './elementNames';
import { MEMBER_ROLES } from './memberRoles';

// Events of a world's stream `world-{worldId}`. Invitations live in the world's stream too, so
// that accepting one and becoming a member is one atomic decision (accept once, never twice).

export const Visibility = z.enum(['private', 'public']);
export type Visibility = z.infer<typeof Visibility>;

export const WorldCreated = defineEvent({
  type: 'WorldCreated',
  version: 1,
  schema: z.object({ worldId: z.string(), authorId: z.string(), name: z.string(), description: z.string(), createdOn: z.string() }),
});

export const WorldRenamed = defineEvent({ type: 'WorldRenamed', version: 1, schema: z.object({ worldId: z.string(), name: z.string() }) });

export const WorldDescriptionChanged = defineEvent({
  type: 'WorldDescriptionChanged',
  version: 1,
  schema: z.object({ worldId: z.string(), description: z.string() }),
});

export const WorldVisibilityChanged = defineEvent({
  type: 'WorldVisibilityChanged',
  version: 1,
  schema: z.object({ worldId: z.string(), visibility: Visibility }),
});

// headerImage: the media file name (served from the media host under the author's id), or null
// for the default mountain picture. mediaId: the author's media item it came from.
export const WorldHeaderImageChanged = defineEvent({
  type: 'WorldHeaderImageChanged',
  version: 1,
  schema: z.object({ worldId: z.string(), headerImage: z.string().nullable(), mediaId: z.string().nullable() }),
});

export const WorldDeleted = defineEvent({ type: 'WorldDeleted', version: 1, schema: z.object({ worldId: z.string(), authorId: z.string() }) });

// invitedUserId: the account that held the address when the invitation was sent, if any (it
// gets a notification); an invitation is answered by whoever holds the address when answering.
export const MemberInvited = defineEvent({
  type: 'MemberInvited',
  version: 1,
  schema: z.object({
    worldId: z.string(),
    invitationId: z.string(),
    authorId: z.string(),
    invitedMemberEmail: z.string(), // normalized
    invitedUserId: z.string().nullable(),
    date: z.string(),
  }),
  // The invitee's address is theirs: under their account's key, or the address's own when no
  // account held it (events/personalData.ts).
  personal: personalFields<{ invitedMemberEmail: string; invitedUserId: string | null; invitationId: string }>({
    path: 'invitedMemberEmail',
    owner: (data) => (data.invitedUserId ? ofUser(data.invitedUserId) : { kind: 'address', email: data.invitedMemberEmail }),
    erased: (data) => erasedEmail(data.invitationId),
  }),
});

export const InvitationAccepted = defineEvent({
  type: 'InvitationAccepted',
  version: 1,
  schema: z.object({ worldId: z.string(), invitationId: z.string(), userId: z.string(), date: z.string() }),
});

export const InvitationRejected = defineEvent({
  type: 'InvitationRejected',
  version: 1,
  schema: z.object({ worldId: z.string(), invitationId: z.string(), userId: z.string(), date: z.string() }),
});

// A member's role (memberRoles.ts), given by the owner or a co-owner (`by`).
export const MemberRoleChanged = defineEvent({
  type: 'MemberRoleChanged',
  version: 1,
  schema: z.object({ worldId: z.string(), memberId: z.string(), role: z.enum(MEMBER_ROLES), by: z.string() }),
});

// One member's access to one element, overriding their role there; null removes the override.
export const ElementAccessChanged = defineEvent({
  type: 'ElementAccessChanged',
  version: 1,
  schema: z.object({
    worldId: z.string(),
    element: z.enum(ELEMENT_NAMES),
    elementId: z.string(),
    memberId: z.string(),
    access: z.enum(['none', 'read', 'edit']).nullable(),
    by: z.string(),
  }),
});

// The calendar the world's dates are read on: one of its timelines' calendars, or null for the
// Gregorian one (the default). A timeline deleted later leaves the world on the Gregorian one.
export const WorldCalendarChosen = defineEvent({
  type: 'WorldCalendarChosen',
  version: 1,
  schema: z.object({ worldId: z.string(), timelineId: z.string().nullable() }),
});

export const worldEvents = [
  WorldCreated,
  WorldRenamed,
  WorldDescriptionChanged,
  WorldVisibilityChanged,
  WorldHeaderImageChanged,
  WorldDeleted,
  MemberInvited,
  InvitationAccepted,
  InvitationRejected,
  MemberRoleChanged,
  ElementAccessChanged,
  WorldCalendarChosen,
];

export type WorldEvent =
  | EventOf<typeof WorldCreated>
  | EventOf<typeof WorldRenamed>
  | EventOf<typeof WorldDescriptionChanged>
  | EventOf<typeof WorldVisibilityChanged>
  | EventOf<typeof WorldHeaderImageChanged>
  | EventOf<typeof WorldDeleted>
  | EventOf<typeof MemberInvited>
  | EventOf<typeof InvitationAccepted>
  | EventOf<typeof InvitationRejected>
  | EventOf<typeof MemberRoleChanged>
  | EventOf<typeof ElementAccessChanged>
  | EventOf<typeof WorldCalendarChosen>;
