import { MentionedIn } from '../../components/backlinks/MentionedIn';
import { EditedByFlash } from '../../components/live/EditedByFlash';
import { worldDateText } from '@lorewright/domain/calendars/worldDate';
import { scenePlainText } from '@lorewright/domain/writings/sceneText';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMayEditElement } from '../elements/api';
import { useLiveElement } from '../live/api';
import { useGoBack } from '../../lib/useGoBack';
import { writingRoomPath } from '../../lib/writingPaths';
import { InRunes, RunesToggle, useWorldRuneLanguage } from '../languages/runes/showInRunes';
import { useWorldCalendar } from '../worldTime/api';
import { RoomHeader } from './RoomHeader';
import { SceneNav } from './SceneNav';
import { SceneStage } from './SceneStage';
import { SceneText } from './SceneText';
import styles from './WritingRoom.module.css';

/** The reading view (product.md §2): each scene's background and styled text, Previous and Next Scene. */
export function ReadingRoom({ writing, isDemo = false }: { writing: WritingView; isDemo?: boolean }) {
  const goBack = useGoBack(`/world/${encodeURIComponent(writing.worldID)}`);
  const [index, setIndex] = useState(0);
  const runes = useWorldRuneLanguage(writing.worldID);
  const calendar = useWorldCalendar(isDemo ? undefined : writing.worldID);
  const scene = writing.scenes[index];
  const isAuthor = useMayEditElement('writing', writing, { enabled: !isDemo });
  // The room shows the cached writing: another's save is read again into it. The demo is bundled.
  const live = useLiveElement('writing', isDemo ? '' : writing._id);

  return (
    <div className={styles.room}>
      <title>{`${writing.title} · Lorewright`}</title>
      <RoomHeader
        title={writing.title}
        back={
          <button type="button" className="button button-secondary" onClick={goBack}>
            Back
          </button>
        }
      >
        <RunesToggle runes={runes} />
        {isAuthor && (
          <Link to={writingRoomPath(writing._id)} className="button button-secondary">
            Open in Writing Room
          </Link>
        )}
      </RoomHeader>
      <EditedByFlash edit={live.lastEdit} />
      <div className={styles.body}>
        <div className={styles.main}>
          {scene ? (
            <SceneStage scene={scene}>
              <article aria-label={scene.name}>
                <InRunes key={scene._id} runes={runes} text={() => scenePlainText(scene.content)}>
                  <SceneText content={scene.content} />
                </InRunes>
              </article>
            </SceneStage>
          ) : (
            <p className={styles.empty}>This writing has no scenes yet.</p>
          )}
          {!isDemo && (
            <div className={styles.mentions}>
              <MentionedIn element="writing" id={writing._id} />
            </div>
          )}
        </div>
      </div>
      <SceneNav
        index={index}
        names={writing.scenes.map((each) => each.name)}
        dates={writing.scenes.map((each) => (each.date ? worldDateText(calendar, each.date) : ''))}
        onGo={setIndex}
      />
    </div>
  );
}
