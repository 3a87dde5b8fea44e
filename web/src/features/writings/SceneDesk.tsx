import type { NodeLink, SceneContent } from '@lorewright/domain/writings/sceneContent';
import { scenePlainText } from '@lorewright/domain/writings/sceneText';
import type { SceneView } from '@lorewright/domain/writings/writingView';
import { useState } from 'react';
import { InRunes, type RuneChoice } from '../languages/runes/showInRunes';
import type { CoTyping } from './editor/CoTypingPlugin';
import { SceneEditor } from './editor/SceneEditor';
import { SceneStage } from './SceneStage';
import styles from './WritingRoom.module.css';

export const CO_TYPING_STOPPED = 'Typing together stopped for this scene. Reload the page to type in it again.';

/** Who types, when the scene is typed together with the others who have it open. */
export interface RoomCoTyping {
  writingId: string;
  name: string;
  color: string;
  /** The room asks everyone to start again from the stored text: the writing is loaded afresh. */
  onReset: () => unknown;
}

/**
 * The scene on the writing room's stage, in the word processor (read-only for readers and in
 * Preview). Shown in runes, it is read-only; Off gives the editor back.
 */
export function SceneDesk({
  scene,
  version,
  editing,
  worldID,
  runes,
  onChange,
  onOpenLink,
  coTyping = null,
}: {
  scene: SceneView | undefined;
  // Bumped when the saver reloads the writing: the editor starts again from the stored text.
  version: number;
  editing: boolean;
  // The world whose elements the editor's link picker lists; none in the demo.
  worldID: string | null;
  runes: RuneChoice;
  onChange: (sceneId: string, content: SceneContent, byOthers: boolean) => void;
  onOpenLink: (link: NodeLink) => void;
  coTyping?: RoomCoTyping | null;
}) {
  // The scene whose room let this page go (refused, or the person may no longer edit): read-only.
  const [stopped, setStopped] = useState<string | null>(null);
  if (!scene) return <p className={styles.empty}>This writing has no scenes yet.</p>;
  const isStopped = stopped === scene._id;
  const typing: CoTyping | undefined =
    coTyping && editing && !isStopped
      ? {
          room: { element: 'writing', elementId: coTyping.writingId, part: scene._id },
          name: coTyping.name,
          color: coTyping.color,
          onClosed: (reset) => (reset ? void coTyping.onReset() : setStopped(scene._id)),
        }
      : undefined;
  return (
    <SceneStage scene={scene}>
      {isStopped && (
        <p className={styles.note} role="status">
          {CO_TYPING_STOPPED}
        </p>
      )}
      <InRunes key={scene._id} runes={runes} text={() => scenePlainText(scene.content)}>
        <SceneEditor
          key={`${scene._id}:${version}:${isStopped}`}
          content={scene.content}
          readOnly={!editing || isStopped}
          worldID={worldID}
          coTyping={typing}
          onChange={(content: SceneContent, byOthers: boolean) => onChange(scene._id, content, byOthers)}
          onOpenLink={onOpenLink}
        />
      </InRunes>
    </SceneStage>
  );
}
