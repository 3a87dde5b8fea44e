import { ModalFrame } from '../../components/ModalFrame';
import { ContinuityPanel, type ContinuityElement } from './ContinuityPanel';

export const DIALOG_CLOSE = 'Close';

/** The warnings in a dialog (all of the world's, or those naming one element), with Close. */
export function ContinuityDialog({ title, worldId, element, onClose }: { title: string; worldId: string; element?: ContinuityElement; onClose: () => void }) {
  return (
    <ModalFrame
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="button button-secondary" onClick={onClose}>
          {DIALOG_CLOSE}
        </button>
      }
    >
      <ContinuityPanel worldId={worldId} element={element} hideTitle />
    </ModalFrame>
  );
}
