import { DEFAULT_ZONE_ID, ZONE_NAME_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineView, TimelineZone } from '@lorewright/domain/timelines/timelineView';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { randomHexId } from '../../lib/randomHexId';
import { TimelinePanel } from './TimelinePanel';
import { ZoneForm } from './ZoneForm';
import type { TimelineEditor } from './useTimelineEditor';
import styles from './TimelinePanel.module.css';

interface TimelineZonesPanelProps {
  timeline: TimelineView;
  editor: Pick<TimelineEditor, 'saveZone' | 'deleteZone'>;
  onClose: () => void;
}

/** The author's zones (product.md §3, §8): name, start and end year each; the default zone stays. */
export function TimelineZonesPanel({ timeline, editor, onClose }: TimelineZonesPanelProps) {
  const [deleting, setDeleting] = useState<TimelineZone | null>(null);
  const zones = Object.values(timeline.zones);
  return (
    <TimelinePanel title="Zones" onClose={onClose}>
      <ul className={styles.list}>
        {zones.map((zone) => (
          <li key={zone._id} className={styles.item}>
            <ZoneForm zone={zone} max={ZONE_NAME_MAX} submitLabel="Save" onSubmit={editor.saveZone} />
            {zone._id !== DEFAULT_ZONE_ID && (
              <button type="button" className={`button button-secondary ${styles.danger}`} aria-label={`Delete ${zone.name}`} onClick={() => setDeleting(zone)}>
                Delete
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.subheading}>New zone</p>
      <ZoneForm
        key={zones.length}
        zone={{ _id: '', name: '', start: timeline.start, end: timeline.end }}
        max={ZONE_NAME_MAX}
        submitLabel="Add Zone"
        onSubmit={(zone) => editor.saveZone({ ...zone, _id: randomHexId() })}
      />
      <ConfirmModal
        open={deleting !== null}
        title={`Delete "${deleting?.name ?? ''}"?`}
        text={m.deleteZoneWarning}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) editor.deleteZone(deleting._id);
          setDeleting(null);
        }}
      />
    </TimelinePanel>
  );
}
