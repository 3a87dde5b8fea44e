import { DEMO_WIKI_ID } from '@lorewright/domain/wikis/wikiView';
import type { Ref } from 'react';
import { DraftStatusHint } from '../../components/DraftStatusHint';
import { ContinuityBadge } from '../continuity/ContinuityBadge';
import { RunesToggle, type RuneChoice } from '../languages/runes/showInRunes';
import type { WikiSaver } from './useWikiSaver';
import { WikiBackButton } from './WikiBackButton';
import styles from './WikiPage.module.css';

interface WikiSheetBarProps {
  saver: WikiSaver;
  isAuthor: boolean;
  /** The category's name as the page shows it. */
  category: string;
  runes: RuneChoice;
  /** 'View as of', absent while a date is viewed (its picker stays open, with Today). */
  viewAsOf: { ref: Ref<HTMLButtonElement>; picking: boolean; pickerId: string; onToggle: () => void } | null;
  customizing: boolean;
  onCustomize: () => void;
  showHistory: boolean;
  onHistory: () => void;
}

/** The wiki page's bar: Back, the category, then 'View as of', runes and, for its author, the state of the save and the tools. */
export function WikiSheetBar({ saver, isAuthor, category, runes, viewAsOf, customizing, onCustomize, showHistory, onHistory }: WikiSheetBarProps) {
  const { wiki } = saver;
  return (
    <header className={styles.bar}>
      <WikiBackButton />
      <span className={styles.category}>{category}</span>
      <div className={styles.tools}>
        {viewAsOf && (
          <button
            ref={viewAsOf.ref}
            type="button"
            className="button button-secondary"
            aria-expanded={viewAsOf.picking}
            aria-controls={viewAsOf.picking ? viewAsOf.pickerId : undefined}
            onClick={viewAsOf.onToggle}
          >
            View as of
          </button>
        )}
        <RunesToggle runes={runes} />
        {isAuthor && wiki._id !== DEMO_WIKI_ID && <ContinuityBadge worldId={wiki.worldID} elementType="wiki" elementId={wiki._id} saveStatus={saver.status} />}
        {isAuthor && <DraftStatusHint status={saver.status} />}
        {isAuthor && (
          <button type="button" className="button button-secondary" aria-pressed={customizing} onClick={onCustomize}>
            Background
          </button>
        )}
        {isAuthor && (
          <button type="button" className="button button-secondary" aria-pressed={showHistory} onClick={onHistory}>
            History
          </button>
        )}
      </div>
    </header>
  );
}
