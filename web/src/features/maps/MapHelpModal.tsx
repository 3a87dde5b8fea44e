import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { HelpModal } from '../../components/HelpModal';

const ITEMS = [
  'Drag the map to move around; pinch on a touch screen.',
  'Scroll the mouse wheel or pinch to zoom.',
  'Hover over a marker to see its name, description, picture and links.',
  'Filters shows or hides the markers of each icon; Show List lists every point.',
  'Authors: New Point, then click the map to place a point; click a marker to edit it.',
  'Authors: Reposition, then drag markers; turn Reposition off to save where they are.',
  'Keyboard: + and − zoom from anywhere on the page, except while typing in a field. Tab goes through the markers in view, then to a button that lists every point; choosing one there moves the map to it and goes on from its marker. In Reposition mode the arrow keys move the focused marker.',
];

/** The Maps Guide (product.md §2): how to move around the map and, for its author, change it. */
export function MapHelpModal({ onClose }: { onClose: () => void }) {
  return <HelpModal title={m.helpTitle} items={ITEMS} onClose={onClose} />;
}
