import { periodHolds } from '@lorewright/domain/calendars/worldDate';
import { DEMO_MAP_ID } from '@lorewright/domain/maps/demoMap';
import type { MapIcon } from '@lorewright/domain/maps/mapIcons';
import { MAP_ZOOM } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { ConflictBanner } from '../../components/ConflictBanner';
import { LapsedPlanNotice, usePaidElementEditing } from '../elements/api';
import page from '../../components/ElementPage.module.css';
import { PageLoading } from '../../components/PageLoading';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useZoomKeys } from '../../lib/useZoomKeys';
import { MapCanvas } from './MapCanvas';
import { MapHelpModal } from './MapHelpModal';
import { MapPointList } from './MapPointList';
import { MapToolbar } from './MapToolbar';
import { centreOn, MAP_LOADING_CLEAR_MS, MAP_TRANSITIONS_AFTER_MS } from './mapViewport';
import { authorHint, PointInfoCard } from './PointInfoCard';
import { PointEditCard } from './PointEditCard';
import { MapTimeControl } from './MapTimeControl';
import { useMapPoints } from './useMapPoints';
import { useMapTime } from './useMapTime';
import { DatePointsWorld, useWorldCalendar } from '../worldTime/api';
import { useSettled } from './useSettled';
import styles from './MapPage.module.css';
import { OpenedHistory } from '../../components/history/OpenedHistory';
import { EditedByFlash } from '../../components/live/EditedByFlash';
import { PresenceList } from '../../components/live/PresenceList';
import { useLiveElement } from '../live/api';

// Loaded when opened: the history panel stays out of the map page's bundle.
const MapHistoryPanel = lazy(() => import('./history/MapHistoryPanel'));

// Short, so quick presses of + or − each add a full step.
const ZOOM_ANIMATION_MS = 100;

type PictureState = { status: 'loading' | 'failed' } | { status: 'ready'; width: number; height: number };

/** A loaded map (product.md §2, §4): the toolbar, the picture with its markers, the list and the cards. */
export function MapScreen({ loaded }: { loaded: MapView }) {
  // The author edits while the maps permission runs; the demo is bundled and read by everyone.
  const { mayEdit: isAuthor, lapsed } = usePaidElementEditing('maps', loaded, DEMO_MAP_ID);
  const editor = useMapPoints(loaded);
  const { map, mode, editingId } = editor;
  // Another's save is merged into the working copy, keeping unsaved edits.
  const live = useLiveElement('map', loaded._id, editor.refresh);
  const controls = useRef<ReactZoomPanPinchContentRef>(null);
  const [picture, setPicture] = useState<PictureState>({ status: 'loading' });
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [filter, setFilter] = useState<ReadonlySet<MapIcon>>(() => new Set());
  const [listOpen, setListOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const loading = useLoadingFlag(picture.status === 'loading', MAP_LOADING_CLEAR_MS);
  const settled = useSettled(picture.status === 'ready', MAP_TRANSITIONS_AFTER_MS);

  const points = useMemo(() => Object.values(editor.points), [editor.points]);
  // The points whose place stands at the date viewed (all of them with none), from those held:
  // the slider and Play fetch nothing.
  const calendar = useWorldCalendar(map.worldID);
  const time = useMapTime(points);
  const at = time.at;
  const standing = useMemo(() => (at ? points.filter((point) => periodHolds(point.period, at)) : points), [points, at]);
  const shown = useMemo(() => (filter.size === 0 ? standing : standing.filter((point) => filter.has(point.icon))), [standing, filter]);
  const editing = editingId ? editor.points[editingId] : undefined;
  const hovered = !editing && hoveredId ? editor.points[hoveredId] : undefined;

  // Marker handlers stay the same functions, so a hover re-renders no marker but the one lit.
  const latest = useRef({ isAuthor, mode, editor });
  latest.current = { isAuthor, mode, editor };
  const pickMarker = useCallback((id: string) => {
    const now = latest.current;
    if (!now.isAuthor || now.mode !== 'view') return setHoveredId(id);
    // Another point's card was open: Done for it first.
    if (now.editor.editingId && now.editor.editingId !== id) now.editor.finishEditing();
    now.editor.startEditing(id);
  }, []);
  // A point chosen in the list: the map moves to it, and (but for an author's edit card, which
  // takes the focus) the keyboard goes on from its marker, drawn now wherever it is.
  const [markerToFocus, setMarkerToFocus] = useState<{ id: string } | null>(null);
  const pickRow = (id: string) => {
    const point = editor.points[id];
    if (point && picture.status === 'ready') centreOn(controls.current, point, picture);
    pickMarker(id);
    if (!isAuthor || mode !== 'view') setMarkerToFocus({ id });
  };
  useEffect(() => {
    if (markerToFocus) document.querySelector<HTMLElement>(`[data-map-item=${JSON.stringify(`p${markerToFocus.id}`)}]`)?.focus({ preventScroll: true });
  }, [markerToFocus]);
  // From the markers drawn to all the others: the list, open and focused.
  const list = useRef<HTMLElement>(null);
  const listAll = () => {
    flushSync(() => setListOpen(true));
    (list.current?.querySelector<HTMLElement>('li button') ?? list.current)?.focus();
  };
  const zoom = (direction: 1 | -1) =>
    void (direction > 0 ? controls.current?.zoomIn(MAP_ZOOM.step, ZOOM_ANIMATION_MS) : controls.current?.zoomOut(MAP_ZOOM.step, ZOOM_ANIMATION_MS));
  useZoomKeys(zoom);
  // A closed edit card hands the focus back to its marker, so the keyboard goes on from there.
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    const closed = lastEdited.current;
    lastEdited.current = editingId;
    if (closed && !editingId && (document.activeElement === document.body || document.activeElement === null)) {
      document.querySelector<HTMLElement>(`[data-map-item=${JSON.stringify(`p${closed}`)}]`)?.focus();
    }
  }, [editingId]);
  const onLoad = useCallback((width: number, height: number) => setPicture({ status: 'ready', width, height }), []);
  const onFail = useCallback(() => setPicture({ status: 'failed' }), []);

  return (
    <div className={page.page} data-transitions={settled ? '' : undefined}>
      <title>{`${map.title} · Map · Lorewright`}</title>
      <MapToolbar
        mapId={map._id}
        title={map.title}
        isAuthor={isAuthor}
        mode={mode}
        points={points}
        filter={filter}
        listOpen={listOpen}
        onHelp={() => setHelpOpen(true)}
        onMode={editor.toggleMode}
        onFilter={setFilter}
        onList={() => setListOpen(!listOpen)}
        onHistory={isAuthor ? () => setHistoryOpen(true) : undefined}
        onZoom={zoom}
      />
      <MapTimeControl calendar={calendar} time={time} />
      <PresenceList people={live.people} />
      <EditedByFlash edit={live.lastEdit} />
      {editor.conflict && <ConflictBanner text={editor.conflict} onReload={() => void editor.reload()} />}
      {lapsed && <LapsedPlanNotice feature="maps" />}
      <div className={page.body}>
        {listOpen && <MapPointList ref={list} points={standing} activeId={editingId ?? hoveredId} onHover={setHoveredId} onPick={pickRow} />}
        <div className={styles.stage} data-playing={time.playing ? '' : undefined}>
          {picture.status === 'failed' ? (
            <p className={styles.failed} role="alert">
              {m.loadFailed}
            </p>
          ) : (
            <MapCanvas
              controls={controls}
              src={imageUrl('maps', map.authorID, map.image) ?? ''}
              points={shown}
              activeId={editingId ?? hoveredId}
              repositioning={isAuthor && mode === 'reposition'}
              onPlace={isAuthor && mode === 'newPoint' ? editor.addPointAt : null}
              onLoad={onLoad}
              onFail={onFail}
              onListAll={listAll}
              onHover={setHoveredId}
              onPick={pickMarker}
              onMove={editor.movePoint}
            >
              {hovered && <PointInfoCard point={hovered} authorID={map.authorID} calendar={calendar} hint={authorHint(isAuthor, mode === 'reposition')} />}
            </MapCanvas>
          )}
          {loading && picture.status !== 'failed' && (
            <div className={styles.loading}>
              <PageLoading />
            </div>
          )}
          {isAuthor && editing && (
            <DatePointsWorld worldId={map.worldID}>
              <PointEditCard key={editing._id} point={editing} editor={editor} calendar={calendar} />
            </DatePointsWorld>
          )}
        </div>
      </div>
      {helpOpen && <MapHelpModal onClose={() => setHelpOpen(false)} />}
      {historyOpen && <OpenedHistory panel={MapHistoryPanel} elementId={loaded._id} onClose={() => setHistoryOpen(false)} reload={editor.reload} />}
    </div>
  );
}
