import { DEMO_LANGUAGE_ID } from '@lorewright/domain/languages/demoLanguage';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { lazy, useState } from 'react';
import { ConflictBanner } from '../../components/ConflictBanner';
import { LapsedPlanNotice, usePaidElementEditing } from '../elements/api';
import bar from '../../components/ElementToolbar.module.css';
import { KeyMappingPanel } from './KeyMappingPanel';
import { LanguageBackButton } from './LanguageBackButton';
import { useLanguageChanges } from './useLanguageChanges';
import { WordsTable } from './WordsTable';
import { WritingArea } from './WritingArea';
import styles from './LanguagePage.module.css';
import { OpenedHistory } from '../../components/history/OpenedHistory';
import { EditedByFlash } from '../../components/live/EditedByFlash';
import { PresenceList } from '../../components/live/PresenceList';
import { useLiveElement } from '../live/api';

// Loaded when opened: the history panel stays out of the language page's bundle.
const LanguageHistoryPanel = lazy(() => import('./history/LanguageHistoryPanel'));

/** A loaded language (product.md §2, §6): the writing area, the Words table and the Key Mapping panel. */
export function LanguageScreen({ language }: { language: LanguageView }) {
  // The author edits while the languages permission runs; the demo is bundled and read by everyone.
  const { mayEdit: isAuthor, lapsed } = usePaidElementEditing('languages', language, DEMO_LANGUAGE_ID);
  const changes = useLanguageChanges(language._id);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The page shows the cached language: another's save is read again into it.
  const live = useLiveElement('language', language._id);

  return (
    <div className={styles.page}>
      <title>{`${language.title} · Language · Lorewright`}</title>
      <header className={bar.bar}>
        <LanguageBackButton />
        <h1 className={bar.title}>{language.title}</h1>
        {isAuthor && (
          <div className={bar.tools} role="toolbar" aria-label="Language tools">
            <button type="button" className="button button-secondary" onClick={() => setHistoryOpen(true)}>
              History
            </button>
          </div>
        )}
      </header>
      <PresenceList people={live.people} />
      <EditedByFlash edit={live.lastEdit} />
      {changes.conflict && <ConflictBanner text={changes.conflict} onReload={() => void changes.reload()} />}
      {lapsed && <LapsedPlanNotice feature="languages" />}
      <div className={styles.body}>
        <div className={styles.column}>
          <WritingArea language={language} />
          <WordsTable language={language} isAuthor={isAuthor} changes={changes} />
        </div>
        <KeyMappingPanel language={language} isAuthor={isAuthor} changes={changes} />
      </div>
      {historyOpen && <OpenedHistory panel={LanguageHistoryPanel} elementId={language._id} onClose={() => setHistoryOpen(false)} />}
    </div>
  );
}
