import { isDomainError } from '@lorewright/domain/shared/errors';
import type { WorkPool } from '../../workers/workPool';
import { secretsLeftOutTask, type SecretsKind } from './secretsLeftOutTask';

// The readers' JSON of the elements read last, by element: made once per revision rather than per
// read, in the work pool (secretsLeftOutTask.ts), and for an element with no secret part without
// even searching its 2 MB for the mark again until its JSON changes.
const KEPT_MAX = 8;
const TASK_TIMEOUT_MS = 30_000;
const kept = new Map<string, { source: string; shown: string }>();

const leftOutInPool = async (work: Pick<WorkPool, 'run'>, kind: SecretsKind, json: string): Promise<string> => {
  if (!json.includes('"secret":true')) return json;
  try {
    return await work.run('secretsLeftOut', { kind, json }, { timeoutMs: TASK_TIMEOUT_MS });
  } catch (error) {
    // A pool busy with imports and exports: made here, as a read may not be refused for it.
    if (!isDomainError(error) || error.kind !== 'tooManyRequests') throw error;
    return secretsLeftOutTask({ kind, json }).value;
  }
};

/** A whole map's or timeline's JSON for a reader who may not see its secret points, kept for the element until its JSON changes. */
export const secretsLeftOutKept = async (work: Pick<WorkPool, 'run'>, kind: SecretsKind, elementId: string, json: string): Promise<string> => {
  const key = `${kind}:${elementId}`;
  const hit = kept.get(key);
  if (hit?.source === json) return hit.shown;
  const shown = await leftOutInPool(work, kind, json);
  kept.delete(key);
  kept.set(key, { source: json, shown });
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
  return shown;
};
