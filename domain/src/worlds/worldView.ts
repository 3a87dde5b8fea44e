import { z } from 'zod';
import { Calendar } from '../calendars/calendar';
import { WorldDate, WorldPeriod } from '../calendars/worldDate';
import type { ElementName } from './elementNames';
import { ElementAccessTableSchema, MemberRoleSchema } from './memberRoles';
import { Visibility } from './world.events';

// What the server shows of worlds and invitations (product.md §3), shared by the projections that
// write them, the routes that answer them (their answer schemas) and the client that reads them.

// An element of a world as its world lists it (filled by each element's own feature).
export const ElementSummary = z.object({
  _id: z.string(),
  title: z.string(),
  visibility: Visibility,
  lastUpdated: z.string(),
  // Writings: folder or document and its parent; wikis: category; others leave these out.
  type: z.string().optional(),
  parentID: z.string().nullable().optional(),
  category: z.string().optional(),
});
export type ElementSummary = z.infer<typeof ElementSummary>;

export const WorldAuthor = z.object({
  _id: z.string(),
  name: z.string(),
  avatarImage: z.string(),
});
export type WorldAuthor = z.infer<typeof WorldAuthor>;

export const WorldView = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  // Media file name under the author's id, or null for the default mountain picture.
  headerImage: z.string().nullable(),
  authorID: z.string(),
  author: WorldAuthor,
  visibility: Visibility,
  createdOn: z.string(),
  lastUpdated: z.string(),
  // User ids of accepted members (the author is not listed).
  members: z.array(z.string()),
  // Members' roles and their overrides per element (memberRoles.ts); absent in worlds written
  // before roles existed. The overrides reach only those who manage members (worldForViewer.ts).
  roles: z.record(z.string(), MemberRoleSchema).optional(),
  elementAccess: ElementAccessTableSchema.optional(),
  // Ids of pending invitations.
  invitations: z.array(z.string()),
  // The timeline whose calendar the world's dates use; null (or absent in older worlds) for Gregorian.
  calendarTimelineID: z.string().nullable().optional(),
  writings: z.array(ElementSummary),
  wikis: z.array(ElementSummary),
  timelines: z.array(ElementSummary),
  maps: z.array(ElementSummary),
  languages: z.array(ElementSummary),
  num_writings: z.number(),
  num_wikis: z.number(),
  num_timelines: z.number(),
  num_maps: z.number(),
  num_languages: z.number(),
});
export type WorldView = z.infer<typeof WorldView>;

export const ELEMENT_KINDS = ['writings', 'wikis', 'timelines', 'maps', 'languages'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

// The element a world's list holds, as the calls name it, and the list of each element.
export const ELEMENT_NAME_OF: Readonly<Record<ElementKind, ElementName>> = {
  writings: 'writing',
  wikis: 'wiki',
  timelines: 'timeline',
  maps: 'map',
  languages: 'language',
};
export const ELEMENT_LIST_OF: Readonly<Record<ElementName, ElementKind>> = {
  writing: 'writings',
  wiki: 'wikis',
  timeline: 'timelines',
  map: 'maps',
  language: 'languages',
};

type WorldContents = Pick<WorldView, 'members' | 'invitations' | ElementKind | `num_${ElementKind}`>;

/** What a new world holds: no members, invitations or elements (fresh arrays on every call). */
export const emptyWorldContents = (): WorldContents => ({
  members: [],
  invitations: [],
  writings: [],
  wikis: [],
  timelines: [],
  maps: [],
  languages: [],
  num_writings: 0,
  num_wikis: 0,
  num_timelines: 0,
  num_maps: 0,
  num_languages: 0,
});

export const InvitationView = z.object({
  _id: z.string(),
  date: z.string(),
  authorID: z.string(),
  author: WorldAuthor,
  worldID: z.string(),
  world: z.object({ _id: z.string(), name: z.string(), description: z.string(), headerImage: z.string().nullable() }),
  invitedMemberEmail: z.string(),
  acceptedOn: z.string().nullable(),
  rejectedOn: z.string().nullable(),
});
export type InvitationView = z.infer<typeof InvitationView>;

// GET world/{id}?asOf=: the wikis that did not exist on that date are left out of the world's
// lists, and these are the dated header fields that held then, per wiki the viewer may see.
export const AsOfFact = z.object({
  wikiID: z.string(),
  title: z.string(),
  category: z.string(),
  fields: z.array(z.object({ field: z.string(), value: z.string(), period: WorldPeriod })),
});
export type AsOfFact = z.infer<typeof AsOfFact>;
export const WorldAsOfFacts = z.object({ date: WorldDate, facts: z.array(AsOfFact) });

// GET world/{id}: `asOf` only when asked for a date.
export const WorldPageAnswer = z.object({ world: WorldView.extend({ asOf: WorldAsOfFacts.optional() }) });
// POST world/{currentWorldID}.
export const WorldAnswer = z.object({ world: WorldView });
// GET worlds, worlds/shared, followingWorlds; POST search.
export const WorldsAnswer = z.object({ worlds: z.array(WorldView) });
// POST allWorlds: a page of the community browser and how many public worlds there are.
export const WorldsPageAnswer = WorldsAnswer.extend({ total: z.number() });

// POST world/invitation.
export const InvitationAnswer = z.object({ invitation: InvitationView });
// POST user/invitations.
export const InvitationsAnswer = z.object({ invitations: z.array(InvitationView) });

// A change of a world: what it says, and the world as the caller now sees it (its id too when made).
export const WorldChangedAnswer = WorldAnswer.extend({ message: z.string() });
export const WorldCreatedAnswer = WorldChangedAnswer.extend({ id: z.string() });
// DELETE deleteWorld/{id}: what it says, and the caller's own worlds left.
export const WorldDeletedAnswer = WorldsAnswer.extend({ message: z.string() });
// POST world/inviteMember: the invitation sent.
export const InvitationSentAnswer = InvitationAnswer.extend({ message: z.string() });
// POST world/respondToInvitation: the invitation answered, and the world as the answering user now
// sees it (null after rejecting a private one).
export const InvitationAnsweredAnswer = InvitationAnswer.extend({ message: z.string(), world: WorldView.nullable() });

// POST world/members: every member's role (readers included); the pending invitations (none
// listed for others) and the overrides (absent for others) only for those who manage members.
export const MembersAnswer = z.object({
  author: WorldAuthor,
  members: z.array(WorldAuthor),
  invitations: z.array(InvitationView),
  roles: z.record(z.string(), MemberRoleSchema),
  elementAccess: ElementAccessTableSchema.optional(),
});

// GET world/{id}/calendar: the calendar the world's dates are read on, the timeline it is taken
// from (null for the Gregorian), and the timelines a date may be taken from.
export const WorldCalendarAnswer = z.object({
  timelineID: z.string().nullable(),
  calendar: Calendar,
  pointTimelines: z.array(z.object({ _id: z.string(), title: z.string() })),
});

export const isPendingInvitation = (invitation: Pick<InvitationView, 'acceptedOn' | 'rejectedOn'>) =>
  invitation.acceptedOn === null && invitation.rejectedOn === null;

// Previews cut the description at 80 characters with an ellipsis (product.md §3).
export const PREVIEW_DESCRIPTION_LENGTH = 80;
export const previewDescription = (description: string) =>
  description.length > PREVIEW_DESCRIPTION_LENGTH ? `${description.slice(0, PREVIEW_DESCRIPTION_LENGTH)}...` : description;

// The community world browser's page (product.md §9).
export const WORLD_PAGE_SIZE = 6;

// A change of a world's members (a role, an element's access): what it says, the world and its
// members as the caller now sees them.
export const MembersChangedAnswer = MembersAnswer.extend({ message: z.string(), world: WorldView });

// POST user/toggleFollowWorld: what it says, and the ids of the worlds the user now follows.
export const FollowAnswer = z.object({ message: z.string(), worlds: z.array(z.string()) });
