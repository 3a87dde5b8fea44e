import { checkedDisplayName } from '../shared/displayText';
import { WIKI_TITLE_MAX } from './wikiLimits';
import { wikiMessages as m } from './wikiMessages';

// The one text rule for names (shared/displayText.ts) with a wiki's limit and texts.
export const checkedWikiTitle = (title: string) => checkedDisplayName(title, { blank: m.nameRequired, max: WIKI_TITLE_MAX, tooLong: m.titleTooLong });
