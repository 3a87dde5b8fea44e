import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { useState } from 'react';
import { ModalFrame } from '../ModalFrame';
import { MentionedIn } from './MentionedIn';

/** A toolbar's 'Mentioned in' for a page whose element fills the screen (a map, a timeline): the backlinks in a dialog. */
export function MentionedInButton({ element, id }: { element: ElementLink['type']; id: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Mentioned in
      </button>
      {open && (
        <ModalFrame
          title="Mentioned in"
          onClose={close}
          actions={
            <button type="button" className="button button-secondary" onClick={close}>
              Close
            </button>
          }
        >
          <MentionedIn element={element} id={id} titled={false} />
        </ModalFrame>
      )}
    </>
  );
}
