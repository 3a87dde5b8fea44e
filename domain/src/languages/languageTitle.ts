import { checkedDisplayName } from '../shared/displayText';
import { LANGUAGE_TITLE_MAX } from './languageLimits';
import { languageMessages as m } from './languageMessages';

// The one text rule for names (shared/displayText.ts) with a language's limits and texts.
export const LANGUAGE_TITLE_RULE = { blank: m.enterTitle, max: LANGUAGE_TITLE_MAX, tooLong: m.titleTooLong };
export const LANGUAGE_RENAME_RULE = { ...LANGUAGE_TITLE_RULE, blank: m.nameRequired };
export const checkedLanguageTitle = (title: string) => checkedDisplayName(title, LANGUAGE_TITLE_RULE);
export const checkedLanguageRename = (title: string) => checkedDisplayName(title, LANGUAGE_RENAME_RULE);
