import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import type { ReactNode } from 'react';
import { SceneComments } from '../comments/SceneComments';
import { DatePointsWorld } from '../worldTime/api';
import type { SceneSettings } from './sceneEdits';
import { SceneCustomizer } from './SceneCustomizer';
import { ScenesPanel } from './ScenesPanel';
import type { useSceneSelection } from './useSceneSelection';
import styles from './WritingRoom.module.css';
import type { RoomPanels } from './WritingRoomTools';

interface RoomSidePanelsProps {
  writing: WritingView;
  isDemo: boolean;
  /** The author's room, not previewing: only then are the panels shown. */
  editing: boolean;
  panels: RoomPanels;
  scenes: ReturnType<typeof useSceneSelection>;
  calendar: Calendar;
  onEditScene: (sceneId: string, settings: SceneSettings) => void;
  /** The scene itself, between the panels. */
  children: ReactNode;
}

/**
 * The room's body: the scene, with the panels the author opened beside it (the scenes panel before
 * it; the scene's comments and its customisation after it).
 */
export function RoomSidePanels({ writing, isDemo, editing, panels, scenes, calendar, onEditScene, children }: RoomSidePanelsProps) {
  const { scene } = scenes;
  return (
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
      <div className={styles.main}>{children}</div>
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
              onChange={(settings) => onEditScene(scene._id, settings)}
            />
          </DatePointsWorld>
        </div>
      )}
    </div>
  );
}
