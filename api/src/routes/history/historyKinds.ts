import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import type { Stack } from '../../composition';
import type { HistoryKindRoutes } from './historyKind';
import { writingHistoryKind } from './kinds/writingHistoryKind';
import { wikiHistoryKind } from './kinds/wikiHistoryKind';
import { worldHistoryKind } from './kinds/worldHistoryKind';
import { languageKind } from '../languages/languageKind';
import { mapKind } from '../maps/mapKind';
import { timelineKind } from '../timelines/timelineKind';
import { paidHistoryKindOf } from './paidHistoryKind';

// Every kind whose history the routes serve, one line each (see historyKind.ts).
export const historyKindsOf = (stack: Stack): ReadonlyMap<HistoryKind, HistoryKindRoutes> =>
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
