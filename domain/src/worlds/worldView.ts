import type { ElementName } from './elementNames';
import type { ElementAccessTable, MemberRole } from './memberRoles';
import type { Visibility } from './world.events';

// What the server shows of worlds and invitations (product.md §3), shared by the projections that
// write them and the client that reads them.

// An element of a world as its world lists it (filled by each element's own feature).
export interface ElementSummary {
  _id: string;
  title: string;
  visibility: Visibility;
  lastUpdated: string;
  // Writings: folder or document and its parent; wikis: category; others leave these out.
  type?: string;
  parentID?: string | null;
  category?: string;
}

export interface WorldAuthor {
  _id: string;
  name: string;
  avatarImage: string;
}

export interface WorldView {
  _id: string;
  name: string;
  description: string;
  // Media file name under the author's id, or null for the default mountain picture.
  headerImage: string | null;
  authorID: string;
  author: WorldAuthor;
  visibility: Visibility;
  createdOn: string;
  lastUpdated: string;
  // User ids of accepted members (the author is not listed).
  members: string[];
  // Members' roles and their overrides per element (memberRoles.ts); absent in worlds written
  // before roles existed. The overrides reach only those who manage members (worldForViewer.ts).
  roles?: Record<string, MemberRole>;
  elementAccess?: ElementAccessTable;
  // Ids of pending invitations.
  invitations: string[];
  // The timeline whose calendar the world's dates use; null (or absent in older worlds) for Gregorian.
  calendarTimelineID?: string | null;
  writings: ElementSummary[];
  wikis: ElementSummary[];
  timelines: ElementSummary[];
  maps: ElementSummary[];
  languages: ElementSummary[];
  num_writings: number;
  num_wikis: number;
  num_timelines: number;
  num_maps: number;
  num_languages: number;
}

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

export interface InvitationView {
  _id: string;
  date: string;
  authorID: string;
  author: WorldAuthor;
  worldID: string;
  world: { _id: string; name: string; description: string; headerImage: string | null };
  invitedMemberEmail: string;
  acceptedOn: string | null;
  rejectedOn: string | null;
}

export const isPendingInvitation = (invitation: Pick<InvitationView, 'acceptedOn' | 'rejectedOn'>) =>
  invitation.acceptedOn === null && invitation.rejectedOn === null;

// Previews cut the description at 80 characters with an ellipsis (product.md §3).
export const PREVIEW_DESCRIPTION_LENGTH = 80;
export const previewDescription = (description: string) =>
  description.length > PREVIEW_DESCRIPTION_LENGTH ? `${description.slice(0, PREVIEW_DESCRIPTION_LENGTH)}...` : description;

// The community world browser's page (product.md §9) and the demo world's id (product.md §2).
export const WORLD_PAGE_SIZE = 6;
export const DEMO_WORLD_ID = 'example';
