import { z } from 'zod';
import { emailAddressField } from '../accounts/emailAddress';
import { displayName } from '../shared/displayName';
import { displayTextMessages, hasForbiddenDescriptionCharacters } from '../shared/displayText';
import { elementMessages } from './element.commands';
import { ELEMENT_NAMES, type ElementName } from './elementNames';
import { ElementAccessSchema, MemberRoleSchema, roleMessages, type ElementAccessChoice, type MemberRole } from './memberRoles';
import { Visibility } from './world.events';
import { WORLD_DESCRIPTION_MAX, WORLD_LIST_LIMIT_MAX, WORLD_NAME_MAX, WORLD_SEARCH_MAX } from './worldLimits';
import { worldMessages as m } from './worldMessages';
import { WORLD_PAGE_SIZE } from './worldView';

// Commands on a world's stream `world-{worldId}`. actorId is the signed-in user; the decider
// checks it against the one access rule (worldAccess.ts).
export type WorldCommand =
  | { type: 'CreateWorld'; worldId: string; authorId: string; name: string; description: string; createdOn: string }
  | { type: 'RenameWorld'; actorId: string; name: string }
  | { type: 'ChangeWorldDescription'; actorId: string; description: string }
  | { type: 'ChangeWorldVisibility'; actorId: string; visibility: Visibility }
  // headerImage null puts the default picture back.
  | { type: 'ChangeWorldHeaderImage'; actorId: string; headerImage: string | null; mediaId: string | null }
  | { type: 'DeleteWorld'; actorId: string }
  // email is normalized; actorEmail is the author's own address (not invitable);
  // invitedUserId is the account holding the address now, if any; sentInLastHour is how many
  // invitations the author sent in the hour before `date`, across all their worlds (read side).
  | {
      type: 'InviteMember';
      actorId: string;
      actorEmail: string;
      invitationId: string;
      email: string;
      invitedUserId: string | null;
      date: string;
      sentInLastHour: number;
    }
  // userEmail is the answering account's address now: an invitation belongs to its address.
  | { type: 'RespondToInvitation'; invitationId: string; userId: string; userEmail: string; decision: InvitationDecision; date: string }
  // Roles and element access (memberRoles.ts): the owner or a co-owner.
  | { type: 'SetMemberRole'; actorId: string; memberId: string; role: MemberRole }
  | { type: 'UpdateElementAccess'; actorId: string; element: ElementName; elementId: string; memberId: string; access: ElementAccessChoice }
  // timeline: the chosen timeline and the world it is in (read side), or null for the Gregorian calendar.
  | { type: 'ChooseWorldCalendar'; actorId: string; timeline: { timelineId: string; worldId: string } | null };

export const InvitationDecision = z.enum(['accept', 'reject'], { error: m.chooseDecision });
export type InvitationDecision = z.infer<typeof InvitationDecision>;

// Request bodies and params of the world and member routes (product.md §7), with the product's texts.
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);
const worldID = id(m.chooseWorld);
const invitationID = id(m.chooseInvitation);

// The one text rule for names (shared/displayText.ts): NFC, trimmed, no controls or direction
// overrides, not blank once invisibles are removed, 100 characters counted as people see them.
export const worldName = (blank: string) => displayName({ blank, max: WORLD_NAME_MAX, tooLong: m.nameTooLong });
const description = z
  .string({ error: m.nameAndDescriptionRequired })
  .trim()
  .max(WORLD_DESCRIPTION_MAX, m.descriptionTooLong)
  .refine((text) => !hasForbiddenDescriptionCharacters(text), displayTextMessages.descriptionForbidden);

export const CreateWorldBody = z.object({ name: worldName(m.nameRequired), description: description.optional() });
export type CreateWorldBody = z.infer<typeof CreateWorldBody>;

export const WorldIdBody = z.object({ worldID });

const memberID = id(roleMessages.chooseMember);
export const SetMemberRoleBody = z.object({ worldID, memberID, role: MemberRoleSchema });
export type SetMemberRoleBody = z.infer<typeof SetMemberRoleBody>;

export const UpdateElementAccessBody = z.object({
  element: z.enum(ELEMENT_NAMES, { error: elementMessages.chooseElement }),
  elementID: id(elementMessages.chooseElementId),
  worldID,
  memberID,
  access: ElementAccessSchema,
});
export type UpdateElementAccessBody = z.infer<typeof UpdateElementAccessBody>;
export type WorldIdBody = z.infer<typeof WorldIdBody>;

export const UpdateWorldNameBody = z.object({ worldID, name: worldName(m.nameAndDescriptionRequired) });
export type UpdateWorldNameBody = z.infer<typeof UpdateWorldNameBody>;

export const UpdateWorldDescriptionBody = z.object({ worldID, description: description.min(1, m.nameAndDescriptionRequired) });
export type UpdateWorldDescriptionBody = z.infer<typeof UpdateWorldDescriptionBody>;

export const UpdateWorldVisibilityBody = z.object({ worldID, visibility: z.enum(Visibility.options, { error: m.chooseVisibility }) });
export type UpdateWorldVisibilityBody = z.infer<typeof UpdateWorldVisibilityBody>;

// timelineID: one of the world's timelines, whose calendar the world's dates use; null for the Gregorian.
export const UpdateWorldCalendarBody = z.object({
  worldID,
  timelineID: z.string({ error: m.chooseCalendar }).trim().min(1, m.chooseCalendar).max(200, m.calendarTimelineNotInWorld).nullable(),
});
export type UpdateWorldCalendarBody = z.infer<typeof UpdateWorldCalendarBody>;

// GET world/{id}, POST world/{currentWorldID}, DELETE deleteWorld/{id}: an id too long to be
// one is a world that does not exist.
export const WorldIdParams = z.object({ id: z.string().max(200, m.notFound) });
export const CurrentWorldParams = z.object({ currentWorldID: z.string().max(200, m.notFound) });

// The community browser pages from zero (product.md §9): skip wins over page × limit when both come.
const whole = z.number({ error: m.invalidPaging }).int(m.invalidPaging).min(0, m.invalidPaging).max(1_000_000_000, m.invalidPaging);
export const AllWorldsBody = z
  .object({
    page: whole.optional(),
    skip: whole.optional(),
    limit: whole.min(1, m.invalidPaging).max(WORLD_LIST_LIMIT_MAX, m.invalidPaging).optional(),
  })
  .default({})
  .transform(({ page = 0, skip, limit = WORLD_PAGE_SIZE }) => ({ skip: skip ?? page * limit, limit }));
export type AllWorldsBody = z.input<typeof AllWorldsBody>;

// No text (or blank text) finds nothing rather than everything.
export const SearchWorldsBody = z.object({ text: z.string({ error: m.searchText }).max(WORLD_SEARCH_MAX, m.searchTooLong).default('') });
export type SearchWorldsBody = z.infer<typeof SearchWorldsBody>;

export const InviteMemberBody = z.object({
  invitedMemberEmail: emailAddressField({ blank: m.enterValidEmail, invalid: m.enterValidEmail }),
  worldID,
});
export type InviteMemberBody = z.infer<typeof InviteMemberBody>;

export const InvitationIdBody = z.object({ invitationID });
export type InvitationIdBody = z.infer<typeof InvitationIdBody>;

export const RespondToInvitationBody = z.object({ invitationID, decision: InvitationDecision });
export type RespondToInvitationBody = z.infer<typeof RespondToInvitationBody>;
