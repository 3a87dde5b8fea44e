import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import type { PartDiffView } from '@lorewright/domain/history/historyView';
import type { HistoryVersionAnswer } from '@lorewright/domain/history/versionAnswer';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { ViewName } from '@lorewright/projections/allProjections';

// What the history routes need from one kind of element. Each kind (writing, wiki,
// map, timeline, language, world) implements it in ./kinds and is listed in ./historyKinds.ts;
// the routes (historyRoutes.ts) know nothing else about it.
export interface HistoryKindRoutes {
  kind: HistoryKind;
  // Throws what the element's own routes answer to someone who may not see it (404 …), and
  // forbidden to someone who may see it but not edit it. Resolves for those who may edit.
  requireEditable(elementId: string, userId: string): Promise<void>;
  // The element as it was at `revision`, in the shape its page reads (its view), under its
  // answerKey. Throws notFound(historyMessages.versionNotFound) when there is none.
  version(elementId: string, revision: number): Promise<HistoryVersionAnswer>;
  // A readable diff of one part (a writing's scene, a wiki's section) then against now; kinds
  // without text parts leave it out (the route answers 404).
  diff?(elementId: string, revision: number, part: string): Promise<PartDiffView>;
  // Appends the ordinary events that bring the element back to `revision`; position null when
  // nothing had to change.
  restore(userId: string, elementId: string, revision: number, context: CommandContext): Promise<{ position: number | null }>;
  // Read models to wait for after a restore before answering with `current`.
  views: readonly ViewName[];
  // The element now, in the shape its page reads.
  current(elementId: string, userId: string): Promise<unknown>;
  // The key of version and current answers: `writing`, `wiki`, …
  answerKey: string;
}
