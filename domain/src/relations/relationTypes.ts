import type { WikiCategory } from '../wikis/wikiView';

// The kinds of relation between two wikis. A type reads as a sentence from the wiki it is shown
// on: "Ysolde — Parent of — Bran". Each type has an inverse, what the other wiki shows: adding
// 'parent' from Ysolde to Bran shows 'child' on Bran. Symmetric types are their own inverse;
// a custom type shows the same text on both wikis.
export const RELATION_TYPES = [
  'parent',
  'child',
  'spouse',
  'sibling',
  'ally',
  'enemy',
  'mentor',
  'student',
  'memberOf',
  'hasMember',
  'rulerOf',
  'ruledBy',
  'locatedIn',
  'contains',
  'capitalOf',
  'hasCapital',
  'partOf',
  'includes',
  'tookPlaceIn',
  'siteOf',
  'causeOf',
  'causedBy',
  'wields',
  'wieldedBy',
  'custom',
] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

const TYPE_INFO: Record<RelationType, { label: string; inverse: RelationType }> = {
  parent: { label: 'Parent of', inverse: 'child' },
  child: { label: 'Child of', inverse: 'parent' },
  spouse: { label: 'Spouse of', inverse: 'spouse' },
  sibling: { label: 'Sibling of', inverse: 'sibling' },
  ally: { label: 'Ally of', inverse: 'ally' },
  enemy: { label: 'Enemy of', inverse: 'enemy' },
  mentor: { label: 'Mentor of', inverse: 'student' },
  student: { label: 'Student of', inverse: 'mentor' },
  memberOf: { label: 'Member of', inverse: 'hasMember' },
  hasMember: { label: 'Has member', inverse: 'memberOf' },
  rulerOf: { label: 'Ruler of', inverse: 'ruledBy' },
  ruledBy: { label: 'Ruled by', inverse: 'rulerOf' },
  locatedIn: { label: 'Located in', inverse: 'contains' },
  contains: { label: 'Contains', inverse: 'locatedIn' },
  capitalOf: { label: 'Capital of', inverse: 'hasCapital' },
  hasCapital: { label: 'Has capital', inverse: 'capitalOf' },
  partOf: { label: 'Part of', inverse: 'includes' },
  includes: { label: 'Includes', inverse: 'partOf' },
  tookPlaceIn: { label: 'Took place in', inverse: 'siteOf' },
  siteOf: { label: 'Site of', inverse: 'tookPlaceIn' },
  causeOf: { label: 'Cause of', inverse: 'causedBy' },
  causedBy: { label: 'Caused by', inverse: 'causeOf' },
  wields: { label: 'Wields', inverse: 'wieldedBy' },
  wieldedBy: { label: 'Wielded by', inverse: 'wields' },
  custom: { label: 'Custom', inverse: 'custom' },
};

// What a wiki of each category may add (the inverse may be another category's: a character is
// 'Ruler of' a place, which shows 'Ruled by'). Custom is offered everywhere.
export const RELATION_TYPES_BY_CATEGORY: ReadonlyMap<WikiCategory, readonly RelationType[]> = new Map<WikiCategory, readonly RelationType[]>([
  ['characters', ['parent', 'child', 'spouse', 'sibling', 'ally', 'enemy', 'mentor', 'student', 'memberOf', 'rulerOf', 'wields', 'custom']],
  ['places', ['locatedIn', 'contains', 'capitalOf', 'hasCapital', 'ruledBy', 'siteOf', 'ally', 'enemy', 'custom']],
  ['events', ['partOf', 'includes', 'tookPlaceIn', 'causeOf', 'causedBy', 'custom']],
  ['magic', ['wieldedBy', 'partOf', 'includes', 'custom']],
]);

export const inverseOf = (type: RelationType): RelationType => TYPE_INFO[type].inverse;

export const typesFor = (category: WikiCategory): readonly RelationType[] => RELATION_TYPES_BY_CATEGORY.get(category) ?? ['custom'];

/** What a relation says on a wiki: the type's label, or the custom text as it was written. */
export const relationLabel = (type: RelationType, custom: string): string => (type === 'custom' ? custom : TYPE_INFO[type].label);
