import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import type { HistoryKindRoutes } from './historyKind';
import { writingHistoryKind, type WritingHistoryKindPorts } from './kinds/writingHistoryKind';
import { wikiHistoryKind, type WikiHistoryKindPorts } from './kinds/wikiHistoryKind';
import { worldHistoryKind, type WorldHistoryKindPorts } from './kinds/worldHistoryKind';
import { languageKind, type LanguageKindPorts } from '../languages/languageKind';
import { mapKind, type MapKindPorts } from '../maps/mapKind';
import { timelineKind, type TimelineKindPorts } from '../timelines/timelineKind';
import { paidHistoryKindOf, type PaidHistoryKindPorts } from './paidHistoryKind';

export type HistoryKindsPorts = WritingHistoryKindPorts &
  WikiHistoryKindPorts &
  WorldHistoryKindPorts &
  PaidHistoryKindPorts &
  MapKindPorts &
  TimelineKindPorts &
  LanguageKindPorts;

// Every kind whose history the routes serve, one line each (see historyKind.ts).
export const historyKindsOf = (ports: HistoryKindsPorts): ReadonlyMap<HistoryKind, HistoryKindRoutes> =>
  new Map(
    [
      writingHistoryKind(ports),
      wikiHistoryKind(ports),
      worldHistoryKind(ports),
      paidHistoryKindOf(ports, mapKind(ports)),
      paidHistoryKindOf(ports, timelineKind(ports)),
      paidHistoryKindOf(ports, languageKind(ports)),
    ].map((kind) => [kind.kind, kind]),
  );
