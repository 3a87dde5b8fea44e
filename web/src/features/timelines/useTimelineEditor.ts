import type { SentZone } from '@lorewright/domain/timelines/timeline.commands';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { NodeDate, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { ApiResponse } from '../../lib/apiClient';
import { randomHexId } from '../../lib/randomHexId';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { applyTimelineChanges, knownRevisionOf } from '@lorewright/domain/timelines/timelineChanges';
import { customiseTimeline, refetchTimeline, timelineKeys, updateLines, updateNodes, updateZones, type TimelinePartAnswer } from './api';
import { mergeFresh, newNode, nodeChanges, nodesOf, type DraftNode, type NodesById } from './timelineDraft';

export type TimelineMode = 'view' | 'newPoint' | 'reposition';
export type Customisation = Parameters<typeof customiseTimeline>[1];

export interface TimelineEditor {
  timeline: TimelineView;
  nodes: NodesById;
  mode: TimelineMode;
  editingId: string | null;
  /** The server's 409 text while the author's copy is stale, else null. */
  conflict: string | null;
  toggleMode: (mode: Exclude<TimelineMode, 'view'>) => void;
  addNodeAt: (lineId: string, date: NodeDate) => void;
  startEditing: (id: string) => void;
  finishEditing: (node: DraftNode) => void;
  cancelEditing: () => void;
  deleteNode: (id: string) => void;
  moveNode: (id: string, date: NodeDate, end: NodeDate | null) => void;
  save: () => Promise<boolean>;
  refresh: () => Promise<void>;
  reload: () => Promise<void>;
  addLine: (name: string) => void;
  renameLine: (id: string, name: string) => void;
  deleteLine: (id: string) => void;
  saveZone: (zone: SentZone) => void;
  deleteZone: (id: string) => void;
  customise: (changes: Customisation) => void;
}

/**
 * The timeline page's changes (product.md §5): the author's working copy of the points, the modes, the
 * point being edited, and the saves. Points go per line with the revision they were read at;
 * lines, zones and the look are sent at once. A 409 waits for Reload.
 */
export function useTimelineEditor(loaded: TimelineView): TimelineEditor {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [timeline, setTimeline] = useState(loaded);
  const [nodes, setNodes] = useState(() => nodesOf(loaded));
  const [mode, setMode] = useState<TimelineMode>('view');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // Async work reads the newest copies between renders.
  // `known`: the revision the copy holds, sent with the part calls so they answer only what changed since.
  const live = useRef({
    timeline: loaded,
    known: knownRevisionOf(loaded),
    saved: nodes,
    nodes,
    mode: 'view',
    beforeEdit: nodes,
    editingId: null as string | null,
  });

  const actions = useMemo(() => {
    const now = live.current;
    const showNodes = (next: NodesById) => {
      now.nodes = next;
      setNodes(next);
    };
    const showTimeline = (fresh: TimelineView, known = knownRevisionOf(fresh)) => {
      const saved = nodesOf(fresh);
      showNodes(mergeFresh(saved, now.saved, now.nodes, new Set(fresh.lines.map((line) => line._id))));
      now.saved = saved;
      now.timeline = fresh;
      now.known = known;
      setTimeline(fresh);
      queryClient.setQueryData(timelineKeys.one(fresh._id), fresh);
    };
    const send = async (call: Promise<ApiResponse<TimelinePartAnswer>>) => {
      const answer = await call;
      if (answer.ok) {
        const { changes, timeline } = answer.data;
        // An answer older than the copy (two calls in flight) holds nothing the copy lacks.
        if (!changes) showTimeline(timeline);
        else if (changes.revision >= now.known) showTimeline(applyTimelineChanges(now.timeline, changes), changes.revision);
        return true;
      }
      dispatch(alertShown({ kind: 'error', text: answer.data.error }));
      if (answer.status === 409) setConflict(answer.data.error);
      return false;
    };
    const save = async () => {
      for (const [lineId, changes] of nodeChanges(now.saved, now.nodes)) {
        if (!(await send(updateNodes(now.timeline._id, lineId, changes.nodes, changes.removedNodeIDs, now.known)))) return false;
      }
      return true;
    };
    const switchTo = (next: TimelineMode) => {
      if (now.mode === 'reposition' && next !== 'reposition') void save();
      now.mode = next;
      setMode(next);
    };
    const edit = (id: string | null) => {
      now.editingId = id;
      setEditingId(id);
    };
    const cancelEditing = () => {
      if (now.editingId) showNodes(now.beforeEdit);
      edit(null);
    };
    const startEditing = (id: string) => {
      cancelEditing();
      now.beforeEdit = now.nodes;
      edit(id);
    };
    const fetchFresh = async () => {
      await refetchTimeline(queryClient, now.timeline._id);
      return queryClient.getQueryData<TimelineView>(timelineKeys.one(now.timeline._id));
    };
    const lineOf = (id: string) => now.timeline.lines.find((line) => line._id === id);
    return {
      save,
      cancelEditing,
      startEditing,
      toggleMode: (target: Exclude<TimelineMode, 'view'>) => switchTo(now.mode === target ? 'view' : target),
      addNodeAt: (lineId: string, date: NodeDate) => {
        const node = newNode(lineId, date);
        startEditing(node._id);
        showNodes({ ...now.nodes, [node._id]: node });
        switchTo('view');
      },
      finishEditing: (node: DraftNode) => {
        showNodes({ ...now.nodes, [node._id]: node });
        edit(null);
        void save();
      },
      deleteNode: (id: string) => {
        const { [id]: _gone, ...rest } = now.nodes;
        showNodes(rest);
        edit(null);
        void save();
      },
      moveNode: (id: string, date: NodeDate, end: NodeDate | null) => {
        const node = now.nodes[id];
        if (node) showNodes({ ...now.nodes, [id]: { ...node, ...date, end } });
      },
      refresh: async () => {
        const fresh = await fetchFresh();
        if (fresh) showTimeline(fresh);
      },
      reload: async () => {
        const fresh = await fetchFresh();
        if (!fresh) return;
        now.saved = nodesOf(fresh);
        showNodes(now.saved);
        now.timeline = fresh;
        now.known = knownRevisionOf(fresh);
        setTimeline(fresh);
        setConflict(null);
        edit(null);
      },
      addLine: (name: string) => void send(updateLines(now.timeline._id, [{ _id: randomHexId(), name }], [], now.known)),
      renameLine: (id: string, name: string) => {
        const line = lineOf(id);
        if (line) void send(updateLines(now.timeline._id, [{ _id: id, name, revision: line.revision }], [], now.known));
      },
      deleteLine: (id: string) => {
        if (now.editingId && now.nodes[now.editingId]?.lineId === id) cancelEditing();
        void send(updateLines(now.timeline._id, [], [id], now.known));
      },
      saveZone: (zone: SentZone) => void send(updateZones(now.timeline._id, { [zone._id]: zone }, [], now.known)),
      deleteZone: (id: string) => void send(updateZones(now.timeline._id, {}, [id], now.known)),
      customise: (changes: Customisation) =>
        void send(customiseTimeline(now.timeline._id, changes)).then((ok) => ok && dispatch(alertShown({ kind: 'success', text: m.updated }))),
    };
  }, [dispatch, queryClient]);

  return { timeline, nodes, mode, editingId, conflict, ...actions };
}
