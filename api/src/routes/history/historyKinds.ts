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
export const historyKindsOf = (stack: HistoryKindsPorts): ReadonlyMap<HistoryKind, HistoryKindRoutes> =>
  new Map(
    [
      writingHistoryKind(stack),
      wikiHistoryKind(stack),
      worldHistoryKind(stack),
      paidHistoryKindOf(stack, mapKind(stack)),
      paidHistoryKindOf(stack, timelineKind(stack)),
      paidHistoryKindOf(stack, languageKind(stack)),
    ].map((kind) => [kind.kind, kind]),
  );
