import { useState } from 'react';
import { CompileManuscriptDialog } from './CompileManuscriptDialog';

// What the author may open in the writing room's header (product.md §2): the scenes panel and the
// scene customisation (not while previewing), Preview, History and the scene's comments (not in
// the demo), and Compile manuscript (not while previewing, nor in the demo).
export interface RoomPanels {
  scenes: boolean;
  customize: boolean;
  preview: boolean;
  history: boolean;
  comments: boolean;
}

export interface WritingRoomToolsProps {
  panels: RoomPanels;
  withHistory: boolean;
  onToggle: (panel: keyof RoomPanels) => void;
  /** The writing to compile; none in the demo, which saves nothing. */
  compile?: { writingId: string; title: string } | null;
}

export function WritingRoomTools({ panels, withHistory, onToggle, compile = null }: WritingRoomToolsProps) {
  const { scenes, customize, preview, history, comments } = panels;
  const [compiling, setCompiling] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary" aria-pressed={scenes} disabled={preview} onClick={() => onToggle('scenes')}>
        Scenes
      </button>
      <button type="button" className="button button-secondary" aria-pressed={customize} disabled={preview} onClick={() => onToggle('customize')}>
        Customize
      </button>
      <button type="button" className="button button-secondary" aria-pressed={preview} onClick={() => onToggle('preview')}>
        Preview
      </button>
      {withHistory && (
        <button type="button" className="button button-secondary" aria-pressed={history} onClick={() => onToggle('history')}>
          History
        </button>
      )}
      {withHistory && (
        <button type="button" className="button button-secondary" aria-pressed={comments} disabled={preview} onClick={() => onToggle('comments')}>
          Comments
        </button>
      )}
      {compile && (
        <button type="button" className="button button-secondary" aria-haspopup="dialog" disabled={preview} onClick={() => setCompiling(true)}>
          Compile manuscript
        </button>
      )}
      {compile && compiling && <CompileManuscriptDialog writingId={compile.writingId} title={compile.title} onClose={() => setCompiling(false)} />}
    </>
  );
}
