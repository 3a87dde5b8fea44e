import { lazy } from 'react';
import { OpenedHistory } from '../../components/history/OpenedHistory';
import { resetCollabRooms } from '../live/api';
import type { WritingSaver } from './useWritingSaver';

// Loaded when opened: the history panel stays out of the room's bundle.
const HistoryPanel = lazy(() => import('./history/WritingHistoryPanel'));

/** The writing room's History, once opened. */
export function WritingHistory({ writingId, saver, coTyping, onClose }: { writingId: string; saver: WritingSaver; coTyping: boolean; onClose: () => void }) {
  // A version restored is a change made outside the scenes' rooms: everyone in them starts again from it.
  const reloadAfterRestore = () => {
    if (coTyping) resetCollabRooms(saver.scenes.map((each) => ({ element: 'writing', elementId: writingId, part: each._id })));
    return saver.reload();
  };
  return <OpenedHistory panel={HistoryPanel} elementId={writingId} onClose={onClose} reload={reloadAfterRestore} />;
}
