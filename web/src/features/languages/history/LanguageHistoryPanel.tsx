import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { elementHistoryPanel, wholeVersions } from '../../../components/history/elementHistoryPanel';
import { storeLanguage } from '../api';
import { LanguageVersion } from './LanguageVersion';

// A language version as the server answers it: the language page's view, with when it was.
type LanguageVersionView = LanguageView & { at: string };

/** The language page's History panel: a language as it was, whole (it has no parts to compare). */
const LanguageHistoryPanel = elementHistoryPanel(
  wholeVersions<LanguageVersionView>('language', 'The title, key map and words', (version) => <LanguageVersion language={version} />),
  storeLanguage,
);
export default LanguageHistoryPanel;
