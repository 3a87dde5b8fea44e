import { DEMO_TIMELINE_ID } from '@lorewright/domain/timelines/demoTimeline';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { DEFAULT_ZONE_ID, TIMELINE_ZOOM } from '@lorewright/domain/timelines/timelineLimits';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { ConflictBanner } from '../../components/ConflictBanner';
import { useZoomKeys } from '../../lib/useZoomKeys';
import { LapsedPlanNotice, usePaidElementEditing } from '../elements/api';
import { placeNodes } from './placedNodes';
import { TimelineCustomisePanel } from './TimelineCustomisePanel';
import { TimelineHelpModal } from './TimelineHelpModal';
import type { CardAnchor } from './cardAnchor';
import { TimelineInfoCard } from './TimelineInfoCard';
import { TimelineNodeCard } from './TimelineNodeCard';
import { TimelinePointList } from './TimelinePointList';
import { TimelineStage } from './TimelineStage';
import { TimelineToolbar, type TimelinePanel } from './TimelineToolbar';
import { TimelineZonesPanel } from './TimelineZonesPanel';
import { zoneSpan } from './timelineAxis';
import { useAxisView } from './useAxisView';
import { useTimelineEditor } from './useTimelineEditor';
import styles from '../../components/ElementPage.module.css';
import { OpenedHistory } from '../../components/history/OpenedHistory';
import { EditedByFlash } from '../../components/live/EditedByFlash';
import { PresenceList } from '../../components/live/PresenceList';
import { useLiveElement } from '../live/api';

// Loaded when opened: the history panel stays out of the timeline page's bundle.
const TimelineHistoryPanel = lazy(() => import('./history/TimelineHistoryPanel'));

/** A loaded timeline (product.md §2, §5): the bar, the axis with its lines, the list, panels and cards. */
export function TimelineScreen({ loaded }: { loaded: TimelineView }) {
  // The author edits while the timelines permission runs; the demo is bundled and read by everyone.
  const { mayEdit: isAuthor, lapsed } = usePaidElementEditing('timelines', loaded, DEMO_TIMELINE_ID);
  const editor = useTimelineEditor(loaded);
  const { timeline, editingId } = editor;
  // Another's save is merged into the working copy, keeping unsaved edits.
  const live = useLiveElement('timeline', loaded._id, editor.refresh);
  const [chosenZone, setZone] = useState(DEFAULT_ZONE_ID);
  const [panel, setPanel] = useState<TimelinePanel>(null);
  const [listOpen, setListOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [hovered, setHovered] = useState<CardAnchor | null>(null);

  // A deleted zone falls back to the default one (product.md §5).
  const zoneId = timeline.zones[chosenZone] ? chosenZone : DEFAULT_ZONE_ID;
  const zone = timeline.zones[zoneId] ?? { start: timeline.start, end: timeline.end };
  const { start, end } = zone;
  const span = useMemo(() => zoneSpan(timeline.calendar, { start, end }), [timeline.calendar, start, end]);
  const axis = useAxisView(zoneId, span);
  const placed = useMemo(() => placeNodes(timeline.calendar, editor.nodes), [timeline.calendar, editor.nodes]);
  const editing = editingId ? editor.nodes[editingId] : undefined;
  const hoveredNode = !editing && hovered ? editor.nodes[hovered.id] : undefined;

  // A closed card hands the focus back to its point, so the keyboard goes on from there.
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    const closed = lastEdited.current;
    lastEdited.current = editingId;
    if (closed && !editingId && (document.activeElement === document.body || document.activeElement === null)) {
      document.querySelector<HTMLElement>(`[data-timeline-item=${JSON.stringify(closed)}]`)?.focus();
    }
  }, [editingId]);

  const zoom = (direction: 1 | -1) => axis.zoomTo((current) => current + direction * TIMELINE_ZOOM.stepPx);
  useZoomKeys(zoom);

  const pickRow = (id: string) => {
    const node = placed.all.find((entry) => entry.node._id === id);
    if (node && Number.isFinite(node.value)) axis.centreOn(node.value);
    if (isAuthor && editor.mode === 'view') editor.startEditing(id);
  };

  return (
    <div className={styles.page}>
      <title>{`${timeline.title} · Timeline · Lorewright`}</title>
      <TimelineToolbar
        timeline={timeline}
        isAuthor={isAuthor}
        mode={editor.mode}
        zoneId={zoneId}
        panel={panel}
        listOpen={listOpen}
        canZoomIn={axis.view.zoom < TIMELINE_ZOOM.maxPx}
        canZoomOut={axis.view.zoom > 0}
        onHelp={() => setHelpOpen(true)}
        onMode={editor.toggleMode}
        onZone={setZone}
        onPanel={(next) => setPanel(panel === next ? null : next)}
        onList={() => setListOpen(!listOpen)}
        onZoom={zoom}
        onHistory={isAuthor ? () => setHistoryOpen(true) : undefined}
        showContinuity={isAuthor && timeline._id !== DEMO_TIMELINE_ID}
      />
      <PresenceList people={live.people} />
      <EditedByFlash edit={live.lastEdit} />
      {editor.conflict && <ConflictBanner text={editor.conflict} onReload={() => void editor.reload()} />}
      {lapsed && <LapsedPlanNotice feature="timelines" />}
      <div className={styles.body}>
        {listOpen && (
          <TimelinePointList
            calendar={timeline.calendar}
            placed={placed.all}
            activeId={editingId ?? hovered?.id ?? null}
            onHover={(id) => setHovered(id ? { id, x: null, y: null } : null)}
            onPick={pickRow}
          />
        )}
        <TimelineStage
          timeline={timeline}
          editor={editor}
          isAuthor={isAuthor}
          axis={axis}
          byLine={placed.byLine}
          activeId={editingId ?? hovered?.id ?? null}
          onHover={setHovered}
        >
          {hoveredNode && <TimelineInfoCard node={hoveredNode} timeline={timeline} anchor={hovered} hint={isAuthor ? editor.mode : null} />}
        </TimelineStage>
        {isAuthor && editing && <TimelineNodeCard key={editing._id} node={editing} editor={editor} />}
        {isAuthor && panel === 'zones' && <TimelineZonesPanel timeline={timeline} editor={editor} onClose={() => setPanel(null)} />}
        {isAuthor && panel === 'customise' && (
          <TimelineCustomisePanel key={timeline.lastUpdated} timeline={timeline} editor={editor} onClose={() => setPanel(null)} />
        )}
      </div>
      {helpOpen && <TimelineHelpModal onClose={() => setHelpOpen(false)} />}
      {historyOpen && <OpenedHistory panel={TimelineHistoryPanel} elementId={loaded._id} onClose={() => setHistoryOpen(false)} reload={editor.reload} />}
    </div>
  );
}
