import { z } from 'zod';
import { WritingVersionView } from './historyView';
import { LanguageVersionView, MapVersionView, TimelineVersionView } from './paidHistoryViews';
import { WikiVersionView } from './wikiHistoryView';
import { WorldVersionView } from './worldHistoryView';

// GET history/{kind}/{id}/at/{revision}: the version under its kind's own key, as the element's
// own read answers it (`{ writing }`, `{ wiki }`, …).
export const HistoryVersionAnswer = z.union([
  z.object({ writing: WritingVersionView }),
  z.object({ wiki: WikiVersionView }),
  z.object({ world: WorldVersionView }),
  z.object({ map: MapVersionView }),
  z.object({ timeline: TimelineVersionView }),
  z.object({ language: LanguageVersionView }),
]);
export type HistoryVersionAnswer = z.infer<typeof HistoryVersionAnswer>;
