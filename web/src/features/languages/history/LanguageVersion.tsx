import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { KeyMappingPanel } from '../KeyMappingPanel';
import { useLanguageChanges } from '../useLanguageChanges';
import { WordsTable } from '../WordsTable';
import styles from './LanguageVersion.module.css';

/**
 * A language as it was, read-only: the page's own Words table and Key Mapping panel, shown as
 * to a reader (no author tools, so nothing here sends a change).
 */
export function LanguageVersion({ language }: { language: LanguageView }) {
  const changes = useLanguageChanges(language._id);
  return (
    <div className={styles.version}>
      <WordsTable language={language} isAuthor={false} changes={changes} />
      <KeyMappingPanel language={language} isAuthor={false} changes={changes} />
    </div>
  );
}
