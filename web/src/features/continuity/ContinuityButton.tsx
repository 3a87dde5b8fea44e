import { useRef, useState } from 'react';
import { useContinuity } from './api';
import { ContinuityDialog, DIALOG_CLOSE } from './ContinuityDialog';

export const CONTINUITY_BUTTON = {
  label: 'Continuity',
  count: (count: number) => `Continuity (${count})`,
  close: DIALOG_CLOSE,
};

/**
 * The creation hub's way to every continuity warning of the world: the count of open ones on the
 * button (in words, not colour), and the whole panel in a dialog to follow, dismiss or restore.
 */
export function ContinuityButton({ worldId }: { worldId: string }) {
  const open = useContinuity(worldId);
  const [shown, setShown] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = open.data?.length ?? 0;
  const close = () => {
    setShown(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <button ref={button} type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => setShown(true)}>
        {count > 0 ? CONTINUITY_BUTTON.count(count) : CONTINUITY_BUTTON.label}
      </button>
      {shown && <ContinuityDialog title={CONTINUITY_BUTTON.label} worldId={worldId} onClose={close} />}
    </>
  );
}
