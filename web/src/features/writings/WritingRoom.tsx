import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/worldView';
import type { NodeLink, SceneContent } from '@lorewright/domain/writings/sceneContent';
import { scenePlainText } from '@lorewright/domain/writings/sceneText';
import { SCENE_NAME_MAX } from '@lorewright/domain/writings/writingLimits';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/session/api';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { readerLinkPath, writingRoomPath } from '../../lib/writingPaths';
import { DraftStatusHint } from '../../components/DraftStatusHint';
import { InRunes, RunesToggle, useWorldRuneLanguage } from '../languages/runes/showInRunes';
import { SceneEditor } from './editor/SceneEditor';
import { RoomHeader } from './RoomHeader';
import { SceneCustomizer } from './SceneCustomizer';
import { newScene } from './sceneEdits';
import { SceneNav } from './SceneNav';
import { ScenesPanel } from './ScenesPanel';
import { SceneStage } from './SceneStage';
import { useWritingSaver } from './useWritingSaver';
import styles from './WritingRoom.module.css';
import { OpenedHistory } from '../../components/history/OpenedHistory';

// Loaded when opened: the history panel stays out of the room's bundle.
const HistoryPanel = lazy(() => import('./history/WritingHistoryPanel'));

export const DEMO_NOTE = 'Demo writing: nothing is saved.';
export const CONFLICT_PAUSED = 'Saving is paused until you reload; your text stays here until then.';

/**
 * The writing room (product.md §2): one scene at a time in the word processor, Previous Scene and Next
 * Scene. The author also has Preview (read as a reader would), the scenes panel and the scene
 * customisation, and sees the draft status; everyone else reads. The demo lends every visitor
 * the author's tools and saves nothing.
 */
export function WritingRoom({ writing, isDemo = false }: { writing: WritingView; isDemo?: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // A writing carries its world's author; the one access rule decides from that.
  const isAuthor = isDemo || canEditWorld({ authorID: writing.authorID, visibility: writing.visibility, members: [] }, user?._id);
  const saver = useWritingSaver(writing, { autosave: isAuthor && !isDemo });
  const [currentId, setCurrentId] = useState(writing.scenes[0]?._id);
  const [preview, setPreview] = useState(false);
  const [showScenes, setShowScenes] = useState(false);
  const [showCustomize, setShowCustomize] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const runes = useWorldRuneLanguage(writing.worldID);

  const { scenes } = saver;
  const index = Math.max(
    0,
    scenes.findIndex((scene) => scene._id === currentId),
  );
  const scene = scenes[index];
  const editing = isAuthor && !preview;

  // A scene name by the server's one rule for names; a refused one is a warning, nothing changes.
  const checkedName = (name: string) => {
    const checked = checkDisplayName(name, { blank: m.nameRequired, max: SCENE_NAME_MAX, tooLong: m.sceneNameTooLong });
    if (checked.ok) return checked.text;
    dispatch(alertShown({ kind: 'warning', text: checked.message }));
    return null;
  };
  const addScene = (typed: string) => {
    const name = checkedName(typed);
    if (name === null) return;
    const added = newScene(name);
    saver.addScene(added);
    setCurrentId(added._id);
  };
  const removeScene = (sceneId: string) => {
    const at = scenes.findIndex((each) => each._id === sceneId);
    if (sceneId === scene?._id) setCurrentId((scenes[at + 1] ?? scenes[at - 1])?._id);
    saver.removeScene(sceneId);
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
        {isAuthor && (
          <>
            <button type="button" className="button button-secondary" aria-pressed={showScenes} disabled={preview} onClick={() => setShowScenes(!showScenes)}>
              Scenes
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={showCustomize}
              disabled={preview}
              onClick={() => setShowCustomize(!showCustomize)}
            >
              Customize
            </button>
            <button type="button" className="button button-secondary" aria-pressed={preview} onClick={() => setPreview(!preview)}>
              Preview
            </button>
            {!isDemo && (
              <button type="button" className="button button-secondary" aria-pressed={showHistory} onClick={() => setShowHistory(true)}>
                History
              </button>
            )}
          </>
        )}
      </RoomHeader>

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
        {editing && showScenes && (
          <div className={styles.side}>
            <ScenesPanel
              scenes={scenes}
              currentId={scene?._id}
              onSelect={setCurrentId}
              onAdd={addScene}
              onRename={(sceneId, typed) => {
                const name = checkedName(typed);
                if (name !== null) saver.editScene(sceneId, { name });
              }}
              onRemove={removeScene}
            />
          </div>
        )}
        <div className={styles.main}>
          {scene ? (
            <SceneStage scene={scene}>
              {/* Shown in runes, the scene is read-only; Off gives the editor back. */}
              <InRunes key={scene._id} runes={runes} text={() => scenePlainText(scene.content)}>
                <SceneEditor
                  key={`${scene._id}:${saver.version}`}
                  content={scene.content}
                  readOnly={!editing}
                  worldID={isDemo ? null : writing.worldID}
                  onChange={(content: SceneContent) => saver.editContent(scene._id, content)}
                  onOpenLink={openLink}
                />
              </InRunes>
            </SceneStage>
          ) : (
            <p className={styles.empty}>This writing has no scenes yet.</p>
          )}
        </div>
        {editing && showCustomize && scene && (
          <div className={styles.side}>
            <SceneCustomizer key={scene._id} scene={scene} canPickMedia={!isDemo} onChange={(settings) => saver.editScene(scene._id, settings)} />
          </div>
        )}
      </div>

      {showHistory && <OpenedHistory panel={HistoryPanel} elementId={writing._id} onClose={() => setShowHistory(false)} reload={saver.reload} />}

      <SceneNav index={index} names={scenes.map((each) => each.name)} onGo={(at) => setCurrentId(scenes[at]?._id)} />
    </div>
  );
}
