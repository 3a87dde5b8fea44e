import { applyMapChanges, knownMapRevisionOf } from '@lorewright/domain/maps/mapChanges';
import type { MapPoint, MapView } from '@lorewright/domain/maps/mapView';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { mapKeys, refetchMap, updatePoints } from './api';
import { hasPointChanges, mergeFresh, newPoint, pointChanges, type PointsById } from './mapPointDraft';

export type MapMode = 'view' | 'newPoint' | 'reposition';

export interface MapPoints {
  map: MapView;
  points: PointsById;
  mode: MapMode;
  editingId: string | null;
  /** The server's 409 text while the author's copy is stale, else null. */
  conflict: string | null;
  toggleMode: (mode: Exclude<MapMode, 'view'>) => void;
  addPointAt: (x: number, y: number) => void;
  startEditing: (id: string) => void;
  changePoint: (id: string, change: Partial<MapPoint>) => void;
  movePoint: (id: string, x: number, y: number) => void;
  finishEditing: () => void;
  cancelEditing: () => void;
  deletePoint: (id: string) => void;
  save: () => Promise<boolean>;
  /** Re-reads the map after an image or link change, keeping unsaved edits (product.md §4). */
  refresh: () => Promise<void>;
  reload: () => Promise<void>;
}

/**
 * The map page's points (product.md §4): the author's working copy, the modes, the point being edited,
 * and the saves. Done, delete and leaving reposition mode send the points that differ from the
 * server's copy, each with the revision it was read at; a 409 waits for Reload.
 */
export function useMapPoints(loaded: MapView): MapPoints {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [map, setMap] = useState(loaded);
  const [points, setPoints] = useState(loaded.points);
  const [mode, setMode] = useState<MapMode>('view');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // Async work reads the newest copies between renders.
  // `known`: the revision the copy holds, sent with the saves so they answer only what changed since.
  const live = useRef<{ map: MapView; known: number; points: PointsById; mode: MapMode; beforeEdit: PointsById }>({
    map: loaded,
    known: knownMapRevisionOf(loaded),
    points: loaded.points,
    mode: 'view',
    beforeEdit: loaded.points,
  });

  const actions = useMemo(() => {
    const now = live.current;
    const showPoints = (next: PointsById) => {
      now.points = next;
      setPoints(next);
    };
    const showMap = (fresh: MapView, known = knownMapRevisionOf(fresh)) => {
      showPoints(mergeFresh(fresh.points, now.map.points, now.points));
      now.map = fresh;
      now.known = known;
      setMap(fresh);
      queryClient.setQueryData(mapKeys.one(fresh._id), fresh);
    };
    const fetchFresh = async () => {
      await refetchMap(queryClient, now.map._id);
      return queryClient.getQueryData<MapView>(mapKeys.one(now.map._id));
    };
    const save = async () => {
      const changes = pointChanges(now.map.points, now.points);
      if (!hasPointChanges(changes)) return true;
      const answer = await updatePoints(now.map._id, changes.points, changes.removedPointIDs, now.known);
      if (answer.ok) {
        const { changes: changed, map } = answer.data;
        // An answer older than the copy (two saves in flight) holds nothing the copy lacks.
        if (!changed) showMap(map);
        else if (changed.revision >= now.known) showMap(applyMapChanges(now.map, changed), changed.revision);
        return true;
      }
      dispatch(alertShown({ kind: 'error', text: answer.data.error }));
      if (answer.status === 409) setConflict(answer.data.error);
      return false;
    };
    const switchTo = (next: MapMode) => {
      if (now.mode === 'reposition' && next !== 'reposition') void save();
      now.mode = next;
      setMode(next);
    };
    const startEditing = (id: string) => {
      now.beforeEdit = now.points;
      setEditingId(id);
    };
    const changePoint = (id: string, change: Partial<MapPoint>) => {
      const point = now.points[id];
      if (point) showPoints({ ...now.points, [id]: { ...point, ...change } });
    };
    return {
      save,
      changePoint,
      movePoint: (id: string, x: number, y: number) => changePoint(id, { x, y }),
      toggleMode: (target: Exclude<MapMode, 'view'>) => switchTo(now.mode === target ? 'view' : target),
      addPointAt: (x: number, y: number) => {
        const point = newPoint(x, y);
        startEditing(point._id);
        showPoints({ ...now.points, [point._id]: point });
        switchTo('view');
      },
      startEditing,
      finishEditing: () => {
        setEditingId(null);
        void save();
      },
      cancelEditing: () => {
        showPoints(now.beforeEdit);
        setEditingId(null);
      },
      deletePoint: (id: string) => {
        const { [id]: _gone, ...rest } = now.points;
        showPoints(rest);
        setEditingId(null);
        void save();
      },
      refresh: async () => {
        const fresh = await fetchFresh();
        if (fresh) showMap(fresh);
      },
      reload: async () => {
        const fresh = await fetchFresh();
        if (!fresh) return;
        now.map = fresh;
        now.known = knownMapRevisionOf(fresh);
        setMap(fresh);
        showPoints(fresh.points);
        setConflict(null);
        setEditingId(null);
      },
    };
  }, [dispatch, queryClient]);

  return { map, points, mode, editingId, conflict, ...actions };
}
