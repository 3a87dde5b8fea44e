import { worldDateText } from '@lorewright/domain/calendars/worldDate';
import type { NodeLink } from '@lorewright/domain/writings/sceneContent';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EditedByFlash } from '../../components/live/EditedByFlash';
import { PresenceList } from '../../components/live/PresenceList';
import { personColour } from '../../components/live/personColour';
import { useCurrentUser } from '../../lib/session/api';
import { useMayEditElement } from '../elements/api';
import { PageLoading } from '../../components/PageLoading';
import { keepDraft, useLiveElement, useTypingTogether } from '../live/api';
import { readerLinkPath, writingRoomPath } from '../../lib/writingPaths';
import { useWorldRuneLanguage } from '../languages/runes/showInRunes';
import { useWorldCalendar } from '../worldTime/api';
import { ConflictBar } from './ConflictBar';
import { RoomSidePanels } from './RoomSidePanels';
import { SceneDesk } from './SceneDesk';
import { SceneNav } from './SceneNav';
import { useSceneSelection } from './useSceneSelection';
import { useWritingSaver } from './useWritingSaver';
import styles from './WritingRoom.module.css';
import { WritingHistory } from './WritingHistory';
import { WritingRoomHeader } from './WritingRoomHeader';
import type { RoomPanels } from './WritingRoomTools';

// The room's texts, also exported from here: the room's specs read them from the room.
export { CONFLICT_PAUSED } from './ConflictBar';
export { DEMO_NOTE } from './WritingRoomHeader';

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

  const openLink = (link: NodeLink) => {
    if ('url' in link) window.open(link.url, '_blank', 'noopener,noreferrer');
    else void navigate(editing && link.type === 'writing' ? writingRoomPath(link.id) : readerLinkPath(link));
  };

  return (
    <div className={styles.room}>
      <title>{`${writing.title} · Writing Room · Lorewright`}</title>
      <WritingRoomHeader writing={writing} isDemo={isDemo} isAuthor={isAuthor} status={saver.status} runes={runes} panels={panels} onToggle={toggle} />
      <PresenceList people={live.people} />
      <EditedByFlash edit={live.lastEdit} />
      <ConflictBar conflict={saver.conflict} onReload={() => void saver.reload()} />

      <RoomSidePanels writing={writing} isDemo={isDemo} editing={editing} panels={panels} scenes={scenes} calendar={calendar} onEditScene={saver.editScene}>
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
      </RoomSidePanels>

      {panels.history && (
        <WritingHistory writingId={writing._id} saver={saver} coTyping={coTyping} onClose={() => setPanels((open) => ({ ...open, history: false }))} />
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
