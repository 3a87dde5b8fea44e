import type { ElementName } from '@lorewright/domain/worlds/elementNames';
import type { ElementAccessChoice, MemberRole } from '@lorewright/domain/worlds/memberRoles';

// The words the members page shows for roles, access and element kinds.

export const ROLE_LABELS: Record<MemberRole | 'owner', string> = { owner: 'Owner', reader: 'Reader', editor: 'Editor', 'co-owner': 'Co-owner' };

/** 'a reader', 'an editor', 'a co-owner': a role in a sentence. */
export const roleInSentence = (role: MemberRole) => `${role === 'editor' ? 'an' : 'a'} ${ROLE_LABELS[role].toLowerCase()}`;

export const ACCESS_LABELS: Record<ElementAccessChoice, string> = { role: 'Role’s default', none: 'None', read: 'Read', edit: 'Edit' };

export const ELEMENT_KIND_LABELS: Record<ElementName, string> = {
  writing: 'Writings',
  wiki: 'Wikis',
  timeline: 'Timelines',
  map: 'Maps',
  language: 'Languages',
};
