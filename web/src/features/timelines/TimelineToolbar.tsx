import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { useId } from 'react';
import { TimelineBackButton } from './TimelineBackButton';
import type { TimelineMode } from './useTimelineEditor';
import bar from '../../components/ElementToolbar.module.css';
import { ZoomButtons } from '../../components/ZoomButtons';
import { MentionedInButton } from '../../components/backlinks/MentionedInButton';
import { ContinuityBadge } from '../continuity/ContinuityBadge';
import styles from './TimelineToolbar.module.css';

export type TimelinePanel = 'zones' | 'customise' | null;

interface TimelineToolbarProps {
  timeline: TimelineView;
  isAuthor: boolean;
  mode: TimelineMode;
  zoneId: string;
  panel: TimelinePanel;
  listOpen: boolean;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onHelp: () => void;
  onMode: (mode: Exclude<TimelineMode, 'view'>) => void;
  onZone: (zoneId: string) => void;
  onPanel: (panel: Exclude<TimelinePanel, null>) => void;
  onList: () => void;
  onZoom: (direction: 1 | -1) => void;
  /** The author's History; no button without it. */
  onHistory?: (() => void) | undefined;
  /** Whether the continuity warnings naming the timeline are shown (its editors, never on the demo). */
  showContinuity?: boolean;
}

/** The timeline page's bar (product.md §2, §5): Back, title, Help, the author's modes and panels, the zone, the list, zoom. */
export function TimelineToolbar(props: TimelineToolbarProps) {
  const { timeline, isAuthor, mode, zoneId, panel, listOpen, onMode, onPanel } = props;
  const zoneSelect = useId();
  const toggle = (pressed: boolean, label: string, onClick: () => void) => (
    <button type="button" className={`button ${pressed ? 'button-primary' : 'button-secondary'}`} aria-pressed={pressed} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <header className={bar.bar}>
      <TimelineBackButton />
      <h1 className={bar.title}>{timeline.title}</h1>
      <div className={bar.tools} role="toolbar" aria-label="Timeline tools">
        <button type="button" className="button button-secondary" onClick={props.onHelp}>
          Help
        </button>
        {isAuthor && toggle(mode === 'newPoint', 'New Point', () => onMode('newPoint'))}
        {isAuthor && toggle(mode === 'reposition', 'Reposition', () => onMode('reposition'))}
        <span className={styles.zone}>
          <label htmlFor={zoneSelect}>Zone</label>
          <select id={zoneSelect} className={styles.select} value={zoneId} onChange={(event) => props.onZone(event.target.value)}>
            {Object.values(timeline.zones).map((zone) => (
              <option key={zone._id} value={zone._id}>
                {zone.name}
              </option>
            ))}
          </select>
        </span>
        {isAuthor && toggle(panel === 'zones', 'Zones', () => onPanel('zones'))}
        {isAuthor && toggle(panel === 'customise', 'Customise', () => onPanel('customise'))}
        {props.onHistory && (
          <button type="button" className="button button-secondary" onClick={props.onHistory}>
            History
          </button>
        )}
        <MentionedInButton element="timeline" id={timeline._id} />
        {props.showContinuity && (
          <ContinuityBadge worldId={timeline.worldID} elementType="timeline" elementId={timeline._id} changedAt={timeline.lastUpdated} />
        )}
        <button type="button" className="button button-secondary" aria-pressed={listOpen} onClick={props.onList}>
          {listOpen ? 'Hide List' : 'Show List'}
        </button>
        <ZoomButtons onZoom={props.onZoom} canZoomIn={props.canZoomIn} canZoomOut={props.canZoomOut} />
      </div>
    </header>
  );
}
