import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { useQueryClient } from '@tanstack/react-query';
import HistoryPanel from '../../../components/history/HistoryPanel';
import type { VersionRenderer } from '../../../components/history/versionRenderer';
import { storeLanguage } from '../api';
import { LanguageVersion } from './LanguageVersion';

// A language version as the server answers it: the language page's view, with when it was.
type LanguageVersionView = LanguageView & { at: string };

// A language as it was: the whole language at once (it has no parts to compare).
const languageVersions: VersionRenderer<LanguageVersionView> = {
  kind: 'language',
  answerKey: 'language',
  titleOf: (version) => version.title,
  atOf: (version) => version.at,
  partsOf: () => [],
  render: (version) => <LanguageVersion language={version} />,
  restores: 'The title, key map and words',
};

/** The language page's History panel. */
export default function LanguageHistoryPanel({ language, onClose, onRestored }: { language: LanguageView; onClose: () => void; onRestored: () => void }) {
  const queryClient = useQueryClient();
  return (
    <HistoryPanel
      elementId={language._id}
      renderer={languageVersions}
      onClose={onClose}
      onRestored={(current: LanguageView) => {
        storeLanguage(queryClient, current);
        onRestored();
      }}
    />
  );
}
