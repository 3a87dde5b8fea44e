import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/worldView';
import { worldDateText } from '@lorewright/domain/calendars/worldDate';
import type { NodeLink } from '@lorewright/domain/writings/sceneContent';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DraftStatusHint } from '../../components/DraftStatusHint';
import { OpenedHistory } from '../../components/history/OpenedHistory';
import { EditedByFlash } from '../../components/live/EditedByFlash';
import { PresenceList } from '../../components/live/PresenceList';
import { SceneComments } from '../comments/SceneComments';
import { ContinuityBadge } from '../continuity/ContinuityBadge';
import { personColour } from '../../components/live/personColour';
import { useCurrentUser } from '../../lib/session/api';
import { useMayEditElement } from '../elements/api';
import { PageLoading } from '../../components/PageLoading';
import { keepDraft, resetCollabRooms, useLiveElement, useTypingTogether } from '../live/api';
import { readerLinkPath, writingRoomPath } from '../../lib/writingPaths';
import { RunesToggle, useWorldRuneLanguage } from '../languages/runes/showInRunes';
import { DatePointsWorld, useWorldCalendar } from '../worldTime/api';
import { RoomHeader } from './RoomHeader';
import { SceneCustomizer } from './SceneCustomizer';
import { SceneDesk } from './SceneDesk';
import { SceneNav } from './SceneNav';
import { ScenesPanel } from './ScenesPanel';
import { useSceneSelection } from './useSceneSelection';
import { useWritingSaver } from './useWritingSaver';
import styles from './WritingRoom.module.css';
import { WritingRoomTools, type RoomPanels } from './WritingRoomTools';

// Loaded when opened: the history panel stays out of the room's bundle.
const HistoryPanel = lazy(() => import('./history/WritingHistoryPanel'));

export const DEMO_NOTE = 'Demo writing: nothing is saved.';
export const CONFLICT_PAUSED = 'Saving is paused until you reload; your text stays here until then.';

const NO_PANELS: RoomPanels = { scenes: false, customize: false, preview: false, history: false, comments: false };

/**
 * The writing room (product.md §2): one scene at a time in the word processor, Previous Scene and Next
 * Scene. The author also has Preview (read as a reader would), the scenes panel and the scene
 * customisation, and sees the draft status; everyone else reads. The demo lends every visitor
 * the author's tools and saves nothing.
 */
export function WritingRoom({ writing, isDemo = false }: { writing: WritingView; isDemo?: boolean }) {
  const mayEdit = useMayEditElement('writing', writing, { enabled: !isDemo });
  // The room's saver is made for one way of working: a member found to be an editor once their
  // world has loaded (or made one while here) gets a room made for editing.
  return <RoomMode key={String(mayEdit)} writing={writing} isDemo={isDemo} mayEdit={mayEdit} />;
}

interface RoomProps {
  writing: WritingView;
  isDemo: boolean;
  mayEdit: boolean;
}

// Editors type each scene together with the others who have it open, once the notification
// connection is there; the demo stays on the page.
function RoomMode(props: RoomProps) {
  const together = useTypingTogether(props.mayEdit && !props.isDemo);
  if (together === null) return <PageLoading title="Writing Room" />;
  return <Room {...props} together={together} />;
}

function Room({ writing, isDemo, mayEdit, together }: RoomProps & { together: boolean }) {
  const navigate = useNavigate();
  const isAuthor = isDemo || mayEdit;
  const me = useCurrentUser();
  const coTyping = together && me !== undefined;
  const saver = useWritingSaver(writing, { autosave: isAuthor && !isDemo, coTyping });
  const scenes = useSceneSelection(saver, writing.scenes[0]?._id);
  // A reader's room reads another's save again; the demo is bundled and saves nothing.
  const live = useLiveElement('writing', isDemo ? '' : writing._id, isAuthor ? keepDraft : saver.reload);
  const [panels, setPanels] = useState(NO_PANELS);
  const toggle = (panel: keyof RoomPanels) => setPanels((open) => ({ ...open, [panel]: panel === 'history' ? true : !open[panel] }));
  const runes = useWorldRuneLanguage(writing.worldID);
  const calendar = useWorldCalendar(isDemo ? undefined : writing.worldID);
  const { scene } = scenes;
  const editing = isAuthor && !panels.preview;

  // A version restored is a change made outside the scenes' rooms: everyone in them starts again from it.
  const reloadAfterRestore = () => {
    if (coTyping) resetCollabRooms(saver.scenes.map((each) => ({ element: 'writing', elementId: writing._id, part: each._id })));
    return saver.reload();
  };

  const openLink = (link: NodeLink) => {
    if ('url' in link) window.open(link.url, '_blank', 'noopener,noreferrer');
    else void navigate(editing && link.type === 'writing' ? writingRoomPath(link.id) : readerLinkPath(link));
  };

  return (
    <div className={styles.room}>
      <title>{`${writing.title} · Writing Room · Lorewright`}</title>
      <RoomHeader
        title={writing.title}
        back={
          <Link to={isDemo ? `/world/${DEMO_WORLD_ID}` : '/creation'} className="button button-secondary">
            Back
          </Link>
        }
      >
        {isDemo ? <p className={styles.note}>{DEMO_NOTE}</p> : isAuthor && <DraftStatusHint status={saver.status} />}
        <RunesToggle runes={runes} />
        {isAuthor && !isDemo && <ContinuityBadge worldId={writing.worldID} elementType="writing" elementId={writing._id} saveStatus={saver.status} />}
        {isAuthor && (
          <WritingRoomTools
            panels={panels}
            withHistory={!isDemo}
            onToggle={toggle}
            compile={isDemo ? null : { writingId: writing._id, title: writing.title }}
          />
        )}
      </RoomHeader>
      <PresenceList people={live.people} />
      <EditedByFlash edit={live.lastEdit} />

      {/* The server's conflict text is raised as an alert; this bar stays until the user reloads. */}
      {saver.conflict && (
        <div className={styles.conflict} title={saver.conflict}>
          <p>{CONFLICT_PAUSED}</p>
          <button type="button" className="button button-primary" onClick={() => void saver.reload()}>
            Reload
          </button>
        </div>
      )}

      <div className={styles.body}>
        {editing && panels.scenes && (
          <div className={styles.side}>
            <ScenesPanel
              scenes={scenes.scenes}
              currentId={scene?._id}
              calendar={calendar}
              onSelect={scenes.select}
              onAdd={scenes.add}
              onRename={scenes.rename}
              onRemove={scenes.remove}
            />
          </div>
        )}
        <div className={styles.main}>
          <SceneDesk
            scene={scene}
            version={saver.version}
            editing={editing}
            worldID={isDemo ? null : writing.worldID}
            runes={runes}
            onChange={saver.editContent}
            onOpenLink={openLink}
            coTyping={coTyping ? { writingId: writing._id, name: me.name, color: personColour(me._id), onReset: saver.reload } : null}
          />
        </div>
        {editing && !isDemo && panels.comments && scene && (
          <div className={`${styles.side} ${styles.wideSide}`}>
            <SceneComments writing={writing} scene={scene} />
          </div>
        )}
        {editing && panels.customize && scene && (
          <div className={styles.side}>
            <DatePointsWorld worldId={isDemo ? null : writing.worldID}>
              <SceneCustomizer
                key={scene._id}
                scene={scene}
                calendar={calendar}
                canPickMedia={!isDemo}
                onChange={(settings) => saver.editScene(scene._id, settings)}
              />
            </DatePointsWorld>
          </div>
        )}
      </div>

      {panels.history && (
        <OpenedHistory
          panel={HistoryPanel}
          elementId={writing._id}
          onClose={() => setPanels((open) => ({ ...open, history: false }))}
          reload={reloadAfterRestore}
        />
      )}

      <SceneNav
        index={scenes.index}
        names={scenes.scenes.map((each) => each.name)}
        dates={scenes.scenes.map((each) => (each.date ? worldDateText(calendar, each.date) : ''))}
        onGo={scenes.goTo}
      />
    </div>
  );
}
