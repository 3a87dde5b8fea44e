import { HelpModal } from '../../components/HelpModal';

export const TIMELINE_HELP_TITLE = 'Timelines Guide';

const ITEMS = [
  'Drag the timeline to move along it; scroll the mouse wheel or pinch to zoom.',
  'Keyboard: + and − zoom from anywhere on the page, except while typing in a field; on the timeline or a point, the arrow keys move along it and through its lines.',
  'Zone shows another stretch of years; choosing one starts zoom and position again.',
  'Hover over a point or range to see its dates, picture and links; Hide and Show fold a line away.',
  'Show List lists every point in date order; click one to go to it.',
  'Authors: New Point, then click a line where the point belongs; click a point to edit it.',
  'Authors: Reposition, then drag points along their line; turn Reposition off to save them.',
  'Authors: Zones sets the stretches of years; Customise sets the background and overlay.',
];

/** How to move along the timeline and, for its author, change it. */
export function TimelineHelpModal({ onClose }: { onClose: () => void }) {
  return <HelpModal title={TIMELINE_HELP_TITLE} items={ITEMS} onClose={onClose} />;
}
