import { ModalFrame } from './ModalFrame';

/** A page's guide (maps, timelines): a list of how-tos and Close. */
export function HelpModal({ title, items, onClose }: { title: string; items: readonly string[]; onClose: () => void }) {
  return (
    <ModalFrame
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ModalFrame>
  );
}
