import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { ModalFrame } from '../../components/ModalFrame';

/** The Maps Guide (spec §2): how to move around the map and, for its author, change it. */
export function MapHelpModal({ onClose }: { onClose: () => void }) {
  return (
    <ModalFrame
      title={m.helpTitle}
      onClose={onClose}
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <ul>
        <li>Drag the map to move around; pinch on a touch screen.</li>
        <li>Scroll the mouse wheel or use + and − to zoom.</li>
        <li>Hover over a marker to see its name, description, picture and links.</li>
        <li>Filters shows or hides the markers of each icon; Show List lists every point.</li>
        <li>Authors: New Point, then click the map to place a point; click a marker to edit it.</li>
        <li>Authors: Reposition, then drag markers; turn Reposition off to save where they are.</li>
      </ul>
    </ModalFrame>
  );
}
