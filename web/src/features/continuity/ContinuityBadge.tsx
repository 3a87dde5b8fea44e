import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DraftStatus } from '../../lib/useDraftStatus';
import { Icon } from '../../components/icons/Icon';
import { continuityKeys, useContinuity } from './api';
import { ContinuityDialog, DIALOG_CLOSE } from './ContinuityDialog';
import type { ContinuityElement } from './ContinuityPanel';
import styles from './ContinuityPanel.module.css';

export const BADGE_TEXTS = {
  label: (count: number) => `Continuity: ${count}`,
  dialogTitle: 'Continuity warnings',
  close: DIALOG_CLOSE,
};

export interface ContinuityBadgeProps {
  worldId: string;
  elementType: ContinuityElement['type'];
  elementId: string;
  /** The page's save status: each save of the element may make or clear warnings, so they are read again. */
  saveStatus?: DraftStatus;
  /** For a page that saves without a status (the timeline's): when the element last changed. */
  changedAt?: string;
}

/**
 * 'Continuity: N' beside an element: how many open warnings name it, opening them in a dialog to
 * follow or dismiss. Hidden while there are none, and for anyone who may not read warnings (the
 * server refuses them the list).
 */
export function ContinuityBadge({ worldId, elementType, elementId, saveStatus, changedAt }: ContinuityBadgeProps) {
  const open = useContinuity(worldId);
  const queryClient = useQueryClient();
  const seenChange = useRef(changedAt);
  useEffect(() => {
    const changed = changedAt !== seenChange.current;
    seenChange.current = changedAt;
    if (saveStatus === 'saved' || changed) void queryClient.invalidateQueries({ queryKey: continuityKeys.all });
  }, [saveStatus, changedAt, queryClient]);
  const [shown, setShown] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = (open.data ?? []).filter((warning) => warning.places.some((place) => place.type === elementType && place.id === elementId)).length;
  // Kept while its dialog is open, so dismissing the last warning there does not pull it away.
  if (count === 0 && !shown) return null;
  const close = () => {
    setShown(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      {count > 0 && (
        <button ref={button} type="button" className={`small-tool ${styles.badge}`} aria-haspopup="dialog" onClick={() => setShown(true)}>
          <Icon name="timelines" size={16} />
          {BADGE_TEXTS.label(count)}
        </button>
      )}
      {shown && <ContinuityDialog title={BADGE_TEXTS.dialogTitle} worldId={worldId} element={{ type: elementType, id: elementId }} onClose={close} />}
    </>
  );
}
