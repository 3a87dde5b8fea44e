import type { Visibility } from '../worlds/world.events';
import type { SceneView } from '../writings/writingView';
import type { DiffRun } from './sceneDiff';

// What the history routes answer, shared by the API and the client. Zod-free.

export interface HistoryEntryView {
  revision: number;
  at: string;
  // Named at read time; null _id for the system.
  actor: { _id: string | null; name: string };
  summary: string;
  session: string;
}

export interface HistoryPageView {
  entries: HistoryEntryView[];
  total: number;
  page: number;
  pageSize: number;
}

// A writing as it was at one revision: read-only, what its reader view shows.
export interface WritingVersionView {
  _id: string;
  worldID: string;
  title: string;
  visibility: Visibility;
  revision: number;
  at: string;
  scenes: SceneView[];
}

// One part of an element (a writing's scene, a wiki's section) then against now.
export interface PartDiffView {
  part: string;
  name: string;
  runs: DiffRun[];
}
