import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { asOfText, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { isWorldAuthor } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { ElementKind, WorldView } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router';
import { AlertMessage } from '../../components/Alerts';
import { Icon, VisibilityBadge } from '../../components/icons/Icon';
import { TutorialHint } from '../../components/TutorialHint';
import { UserAvatar } from '../../components/UserAvatar';
import { useCurrentUser } from '../../lib/session/api';
import { readingRoomPath, writingRoomPath } from '../../lib/writingPaths';
import { elementKinds, listedElements } from '../../lib/elementKinds';
import { WorldGraphButton } from '../relations/WorldGraphButton';
import { AsOfPicker } from '../worldTime/api';
import { FollowButton } from './FollowButton';
import { WorldAsOfFacts } from './WorldAsOfFacts';
import type { WorldViewAsOf } from './worldAsOf';
import { WorldBanner } from './WorldBanner';
import { SECTION_HINTS, WORLD_INTRO_HINT, WORLD_OUTRO_HINT } from './worldPageHints';
import styles from './WorldPage.module.css';

// The world page's sections, in the product's order (product.md §2.9).
const SECTIONS: ElementKind[] = ['maps', 'wikis', 'writings', 'timelines', 'languages'];

/** A loaded world as its readers see it; its author also learns when only they can see it. */
// The page's date: its calendar, the date shown (none: today) and how to choose another.
export interface WorldPageTime {
  calendar: Calendar;
  asOf: WorldDate | undefined;
  onAsOf: (date: WorldDate | undefined) => void;
}

export function WorldDisplay({ world, isDemo = false, time }: { world: WorldView | WorldViewAsOf; isDemo?: boolean; time?: WorldPageTime }) {
  const user = useCurrentUser();
  const isAuthor = isWorldAuthor(world, user?._id);
  // The demo world's author is the product itself, which has no profile page.
  const byline = (
    <>
      <UserAvatar user={world.author} size={36} />
      <span>
        <span className={styles.authorLabel}>Created by</span> {world.author.name}
      </span>
    </>
  );

  return (
    <div className={styles.page}>
      <title>{`${world.name} · Lorewright`}</title>
      <WorldBanner world={world}>
        {isDemo && <span className={styles.demoTag}>Demo World</span>}
        <h1 className={styles.name}>{world.name}</h1>
        {world.description && <p className={styles.description}>{world.description}</p>}
      </WorldBanner>

      <div className={styles.byline}>
        {isDemo ? (
          <span className={styles.author}>{byline}</span>
        ) : (
          <Link to={`/user/${encodeURIComponent(world.author._id)}`} className={styles.author}>
            {byline}
          </Link>
        )}
        {!isDemo && !isAuthor && <FollowButton worldId={world._id} />}
      </div>

      {isAuthor && world.visibility === 'private' && (
        <AlertMessage kind="info" inline>
          {m.privatePreview}
        </AlertMessage>
      )}
      <TutorialHint {...WORLD_INTRO_HINT} />
      {time && (
        <div className={styles.timeBar}>
          <AsOfPicker calendar={time.calendar} asOf={time.asOf} onChange={time.onAsOf} />
        </div>
      )}
      {time && 'asOf' in world && <WorldAsOfFacts asOf={world.asOf} calendar={time.calendar} />}

      <div className={styles.sections}>
        {SECTIONS.map((kind) => (
          <WorldSection key={kind} kind={kind} world={world} canWrite={isAuthor && !isDemo} asOf={time?.asOf} />
        ))}
      </div>
      <TutorialHint {...WORLD_OUTRO_HINT} />
    </div>
  );
}

// Wikis and maps open on the date the page shows.
const DATED_KINDS: ReadonlySet<ElementKind> = new Set(['wikis', 'maps']);

function WorldSection({ kind, world, canWrite, asOf }: { kind: ElementKind; world: WorldView; canWrite: boolean; asOf: WorldDate | undefined }) {
  const dated = asOf && DATED_KINDS.has(kind) ? `?asOf=${encodeURIComponent(asOfText(asOf))}` : '';
  const info = elementKinds[kind];
  const elements = listedElements(kind, world[kind]);
  const titleId = `world-section-${kind}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Icon name={kind} size={20} className={styles.sectionIcon} />
        {info.label}
        <span className={styles.count}>{elements.length}</span>
      </h2>
      {/* The relations between the wikis, as one graph. */}
      {kind === 'wikis' && elements.length > 1 && (
        <div className={styles.sectionTools}>
          <WorldGraphButton worldID={world._id} />
        </div>
      )}
      <TutorialHint {...SECTION_HINTS[kind]} className={styles.sectionHint} />
      {elements.length === 0 ? (
        <p className={styles.empty}>{m.noElements(kind)}</p>
      ) : (
        <ul className={styles.elements}>
          {elements.map((element) => (
            <li key={element._id} className={styles.elementRow}>
              {/* Readers open a writing in the reading room; its author can also go on writing. */}
              <Link to={kind === 'writings' ? readingRoomPath(element._id) : `${info.path(element._id)}${dated}`} className={styles.element}>
                <span className={styles.elementTitle}>{element.title}</span>
                {element.category && <span className={styles.category}>{element.category}</span>}
                {element.visibility === 'private' && <VisibilityBadge visibility="private" className={styles.private} />}
              </Link>
              {kind === 'writings' && canWrite && (
                <Link to={writingRoomPath(element._id)} className={styles.elementEdit} aria-label={`Edit ${element.title}`}>
                  Edit
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
