// What the author may open in the writing room's header (product.md §2): the scenes panel and the
// scene customisation (not while previewing), Preview, and History (not in the demo).
export interface RoomPanels {
  scenes: boolean;
  customize: boolean;
  preview: boolean;
  history: boolean;
}

export function WritingRoomTools({ panels, withHistory, onToggle }: { panels: RoomPanels; withHistory: boolean; onToggle: (panel: keyof RoomPanels) => void }) {
  const { scenes, customize, preview, history } = panels;
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
    </>
  );
}
