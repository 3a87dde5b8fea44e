import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { useId, useState } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { OpacitySlider } from '../../components/OpacitySlider';
import { TimelinePanel } from './TimelinePanel';
import type { TimelineEditor } from './useTimelineEditor';
import styles from './TimelinePanel.module.css';

const isWebAddress = (text: string) => /^https?:\/\//i.test(text.trim());

interface TimelineCustomisePanelProps {
  timeline: TimelineView;
  editor: Pick<TimelineEditor, 'customise'>;
  onClose: () => void;
}

/** Customise (product.md §5, §8): the background picture's address (kept only when http(s)), the overlay colour and opacity. */
export function TimelineCustomisePanel({ timeline, editor, onClose }: TimelineCustomisePanelProps) {
  const ids = { background: useId(), colour: useId() };
  const [background, setBackground] = useState(timeline.backgroundImage ?? '');
  const [colour, setColour] = useState(timeline.overlayColor);
  const [opacity, setOpacity] = useState(timeline.overlayOpacity);

  const save = () => {
    const address = background.trim();
    // An address that is not http(s) is ignored: the background stays as it was.
    const backgroundImage = address === '' ? { backgroundImage: null } : isWebAddress(address) ? { backgroundImage: address } : {};
    editor.customise({ ...backgroundImage, overlayColor: colour, overlayOpacity: opacity });
  };

  return (
    <TimelinePanel title="Customise" onClose={onClose}>
      <label className="form-label" htmlFor={ids.background}>
        Background image address
      </label>
      <input
        id={ids.background}
        className="text-input"
        type="url"
        placeholder="https://"
        value={background}
        onChange={(event) => setBackground(event.target.value)}
      />
      <label className="form-label" htmlFor={ids.colour}>
        Overlay colour
      </label>
      <HexColorInput id={ids.colour} className="text-input" color={colour} prefixed onChange={setColour} />
      <HexColorPicker className={styles.picker} color={colour} onChange={setColour} />
      <OpacitySlider value={opacity} onChange={setOpacity} inputClassName={styles.slider} />
      <button type="button" className="button button-primary" onClick={save}>
        Save
      </button>
    </TimelinePanel>
  );
}
