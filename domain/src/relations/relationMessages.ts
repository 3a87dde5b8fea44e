import { RELATIONS_PER_WIKI_MAX } from '../wikis/wikiLimits';
import { wikiMessages } from '../wikis/wikiMessages';

export const RELATION_CUSTOM_MAX = 60;

export const relationMessages = {
  wikiNotFound: 'Wiki not found.',
  onlyAuthor: wikiMessages.onlyAuthor,
  otherNotFound: 'The other wiki was not found in this world.',
  sameWiki: 'A wiki cannot be related to itself.',
  relationNotFound: 'Relation not found.',
  duplicate: 'These wikis already have this relation.',
  tooMany: `A wiki may have at most ${RELATIONS_PER_WIKI_MAX} relations. Remove one first.`,
  typeNotForCategory: 'This kind of relation is not offered for this wiki. Choose another or write your own.',
  chooseType: 'Please choose a kind of relation.',
  customRequired: 'Please name the relation.',
  customTooLong: `A relation's name may be at most ${RELATION_CUSTOM_MAX} characters.`,
  chooseWiki: 'Please choose the wiki to relate.',
  chooseRelation: 'Please choose the relation.',
  added: 'Relation added.',
  changed: 'Relation changed.',
  removed: 'Relation removed.',
} as const;
