import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { Link } from 'react-router';
import { DraftStatusHint } from '../../components/DraftStatusHint';
import type { DraftStatus } from '../../lib/useDraftStatus';
import { ContinuityBadge } from '../continuity/ContinuityBadge';
import { RunesToggle, type RuneChoice } from '../languages/runes/showInRunes';
import { RoomHeader } from './RoomHeader';
import styles from './WritingRoom.module.css';
import { WritingRoomTools, type RoomPanels } from './WritingRoomTools';

export const DEMO_NOTE = 'Demo writing: nothing is saved.';

interface WritingRoomHeaderProps {
  writing: WritingView;
  isDemo: boolean;
  isAuthor: boolean;
  status: DraftStatus;
  runes: RuneChoice;
  panels: RoomPanels;
  onToggle: (panel: keyof RoomPanels) => void;
}

/**
 * The writing room's header: the way back (to the demo world, or to Creation), the draft status (the
 * demo's note instead), the runes toggle, and for the author the continuity badge and the room's tools.
 */
export function WritingRoomHeader({ writing, isDemo, isAuthor, status, runes, panels, onToggle }: WritingRoomHeaderProps) {
  return (
    <RoomHeader
      title={writing.title}
      back={
        <Link to={isDemo ? `/world/${DEMO_WORLD_ID}` : '/creation'} className="button button-secondary">
          Back
        </Link>
      }
    >
      {isDemo ? <p className={styles.note}>{DEMO_NOTE}</p> : isAuthor && <DraftStatusHint status={status} />}
      <RunesToggle runes={runes} />
      {isAuthor && !isDemo && <ContinuityBadge worldId={writing.worldID} elementType="writing" elementId={writing._id} saveStatus={status} />}
      {isAuthor && (
        <WritingRoomTools
          panels={panels}
          withHistory={!isDemo}
          onToggle={onToggle}
          compile={isDemo ? null : { writingId: writing._id, title: writing.title }}
        />
      )}
    </RoomHeader>
  );
}
