import { diffWords } from 'diff';
import { z } from 'zod';
import type { SceneContent } from '../writings/sceneContent';
import { scenePlainText } from '../writings/sceneText';

// A readable word diff of a scene's plain text: `before` (an old version) against `after` (now).
export const DiffRun = z.object({
  kind: z.enum(['added', 'removed', 'unchanged']),
  text: z.string(),
});
export type DiffRun = z.infer<typeof DiffRun>;

export const wordDiff = (before: string, after: string): DiffRun[] =>
  diffWords(before, after).map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'unchanged', text: change.value }));

export const sceneWordDiff = (before: SceneContent | null, after: SceneContent | null): DiffRun[] =>
  wordDiff(before ? scenePlainText(before) : '', after ? scenePlainText(after) : '');
