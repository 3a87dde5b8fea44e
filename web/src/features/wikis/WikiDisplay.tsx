import { worldDateText, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { WIKI_CATEGORY_STYLE } from '@lorewright/domain/wikis/wikiCategories';
import { DEFAULT_WIKI_BACKGROUND, type WikiView } from '@lorewright/domain/wikis/wikiView';
import { lazy, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { personColour } from '../../components/live/personColour';
import { useCurrentUser } from '../../lib/session/api';
import { useMayEditElement } from '../elements/api';
import { useWorldRuneLanguage } from '../languages/runes/showInRunes';
import { useWikiSaver } from './useWikiSaver';
import { WikiBackgroundPanel } from './WikiBackgroundPanel';
import styles from './WikiPage.module.css';
import { OpenedHistory } from '../../components/history/OpenedHistory';
import { EditedByFlash } from '../../components/live/EditedByFlash';
import { PresenceList } from '../../components/live/PresenceList';
import { keepDraft, resetCollabRooms, useLiveElement, useTypingTogether } from '../live/api';
import { readWiki, type WikiShown } from './api';
import type { PageCoTyping } from './WikiSections';
import { useWorldCalendar } from '../worldTime/api';
import { WikiAsOf } from './WikiAsOf';
import { WikiSheetBar } from './WikiSheetBar';
import { WikiSheetMain } from './WikiSheetMain';

// Loaded when the author opens it.
const WikiHistoryPanel = lazy(() => import('./history/WikiHistoryPanel'));

export const CONFLICT_PAUSED = 'Saving is paused until you reload; your text stays here until then.';

export interface WikiDisplayProps {
  wiki: WikiShown;
  /** The date the page views the wiki as of (read-only then); undefined: now. */
  asOf?: WorldDate;
  /** Chooses another date to view it as of, or none (Today). */
  onAsOf: (date: WorldDate | undefined) => void;
  /** The date (or today) was chosen on the page just now: the focus follows it. */
  dateChosen?: boolean;
}

/**
 * One wiki (product.md §2, §3): background with its overlay, images, title, subtitle, lifespan,
 * header fields and sections. The author edits all of it in place, autosaved; everyone else reads.
 * Viewed as of a date, it is read by everyone, its author too: the past is not edited.
 */
export function WikiDisplay({ wiki: loaded, asOf, onAsOf, dateChosen = false }: WikiDisplayProps) {
  const mayEdit = useMayEditElement('wiki', loaded);
  const isAuthor = mayEdit && !asOf;
  // The saver is made for one way of working: a member found to be an editor once their world
  // has loaded gets a page made for editing.
  return <WikiMode key={String(isAuthor)} loaded={loaded} isAuthor={isAuthor} asOf={asOf} onAsOf={onAsOf} dateChosen={dateChosen} />;
}

type WikiModeProps = Omit<WikiDisplayProps, 'wiki'> & { loaded: WikiShown; isAuthor: boolean; dateChosen: boolean };

// Editors type each section's text together with the others who have it open, once the
// notification connection is there; without it, alone, saved on the section's revision.
function WikiMode(props: WikiModeProps) {
  const together = useTypingTogether(props.isAuthor);
  if (together === null) return <PageLoading title="Wiki" />;
  return <WikiSheet {...props} together={together} />;
}

function WikiSheet({ loaded, isAuthor, together, asOf, onAsOf, dateChosen }: WikiModeProps & { together: boolean }) {
  const me = useCurrentUser();
  const saver = useWikiSaver(loaded, isAuthor, { coTyping: together && me !== undefined, asOf });
  const calendar = useWorldCalendar(loaded.worldID);
  // A reader's page reads another's save again (into the saver, which shows the wiki).
  const live = useLiveElement('wiki', loaded._id, isAuthor ? keepDraft : saver.reload);
  const [customizing, setCustomizing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [pickingDate, setPickingDate] = useState(false);
  const asOfId = useId();
  const viewAsOf = useRef<HTMLButtonElement>(null);
  // Back at today from a date chosen here: the focus goes back to where dates are picked.
  useEffect(() => {
    if (dateChosen && !asOf) viewAsOf.current?.focus();
  }, [dateChosen, asOf]);
  const runes = useWorldRuneLanguage(loaded.worldID);
  const { wiki, draft } = saver;
  const look = WIKI_CATEGORY_STYLE.get(wiki.category);
  const background = imageUrl('wikis', wiki.authorID, wiki.backgroundImage) ?? DEFAULT_WIKI_BACKGROUND;
  const coTyping = usePageCoTyping(saver, me);
  // A version restored is a change made outside the sections' rooms: everyone in them starts again from it.
  const reloadAfterRestore = () => {
    if (coTyping) resetCollabRooms([...coTyping.storedIds].map((part) => ({ element: 'wiki', elementId: wiki._id, part })));
    return saver.reload();
  };
  const stage = { '--background-image': `url("${background}")`, '--overlay-opacity': draft.overlayOpacity, '--accent': look?.color } as CSSProperties;

  return (
    <div className={styles.page} style={stage}>
      <title>{`${draft.title}${asOf ? ` as of ${worldDateText(calendar, asOf)}` : ''} · Wiki · Lorewright`}</title>
      <WikiSheetBar
        saver={saver}
        isAuthor={isAuthor}
        category={look?.label ?? wiki.category}
        runes={runes}
        viewAsOf={asOf ? null : { ref: viewAsOf, picking: pickingDate, pickerId: asOfId, onToggle: () => setPickingDate(!pickingDate) }}
        customizing={customizing}
        onCustomize={() => setCustomizing(!customizing)}
        showHistory={showHistory}
        onHistory={() => setShowHistory(true)}
      />
      <PresenceList people={live.people} />
      <EditedByFlash edit={live.lastEdit} />

      <WikiAsOf
        id={asOfId}
        calendar={calendar}
        asOf={asOf}
        onAsOf={onAsOf}
        title={wiki.title}
        exists={wiki.existsAsOf !== false}
        opened={pickingDate}
        dateChosen={dateChosen}
      />

      {/* The server's conflict text is raised as an alert; this bar stays until the user reloads. */}
      {saver.conflict && (
        <div className={styles.conflict}>
          <p>{saver.conflict}</p>
          <p className={styles.conflictNote}>{CONFLICT_PAUSED}</p>
          <button type="button" className="button button-primary" onClick={() => void saver.reload()}>
            Reload
          </button>
        </div>
      )}

      {isAuthor && customizing && <WikiBackgroundPanel wiki={wiki} opacity={draft.overlayOpacity} saver={saver} />}

      <WikiSheetMain saver={saver} isAuthor={isAuthor} calendar={calendar} runes={runes} coTyping={coTyping} />

      {showHistory && <OpenedHistory panel={WikiHistoryPanel} elementId={wiki._id} onClose={() => setShowHistory(false)} reload={reloadAfterRestore} />}
    </div>
  );
}

// Who types the sections together, and the stored text that fills a section's empty room: read
// from the server when asked (the page's copy may be older), the page's copy if that fails.
function usePageCoTyping(saver: ReturnType<typeof useWikiSaver>, me: ReturnType<typeof useCurrentUser>): PageCoTyping | null {
  const { wiki, sectionText } = saver;
  const storedIds = useMemo(() => new Set(wiki.sections.map((section) => section._id)), [wiki.sections]);
  if (!sectionText || !me) return null;
  const textOf = (sections: WikiView['sections'], id: string) => sections.find((section) => section._id === id)?.content ?? '';
  return {
    wikiId: wiki._id,
    name: me.name,
    color: personColour(me._id),
    saver: sectionText,
    storedIds,
    seed: (id) =>
      readWiki(wiki._id).then(
        (fresh) => textOf(fresh.sections, id),
        () => textOf(wiki.sections, id),
      ),
  };
}
