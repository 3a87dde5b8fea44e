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
  periodInvalid: 'Please give the period as {from, until}, each {year, month?, day?}.',
  yearInvalid: 'A year is a whole number between -1,000,000 and 1,000,000.',
  monthInvalid: 'A month is a number from 1 to 12.',
  dayInvalid: 'A day is a number from 1 to 31.',
  dayWithoutMonth: 'Please give the month of the day.',
  periodBackwards: 'The period must end after it starts.',
  added: 'Relation added.',
  changed: 'Relation changed.',
  removed: 'Relation removed.',
} as const;
