import { Piscina } from 'piscina';
import { isDomainError, type DomainErrorKind } from '@lorewright/domain/shared/errors';
import type { ExportZipInput } from '../exports/exportZipTask';
import type { ManuscriptTaskInput } from '../exports/manuscript/manuscriptTask';
import type { AzgaarImportInput } from '../imports/azgaarImportTask';
import type { MarkdownVaultInput } from '../imports/markdownVault';
import type { SecretsKind } from '../routes/elements/secretsLeftOutTask';
import type { MapAsOfInput } from '../routes/maps/mapAsOfTask';
import type { PooledBodyName } from './pooledBodies';
import type { Moving } from './moving';

// The steps the work pool runs (workPool.ts), by name. Each takes plain data and gives back
// `{ value, transfer }` (moving.ts). Refusals (DomainErrors) cross the thread as data and are
// raised again on the other side.

// Each task's module is loaded by the first task of its kind: a thread starts with what it runs.
const TASKS = {
  azgaarImport: async (input: AzgaarImportInput) => (await import('../imports/azgaarImportTask')).azgaarImportTask(input),
  kankaExport: async (input: { file: string }) => (await import('../imports/kankaExport')).kankaExportTask(input),
  markdownVault: async (input: MarkdownVaultInput) => (await import('../imports/markdownVault')).markdownVaultTask(input),
  lorewrightImportPlan: async (input: { file: string }) => (await import('../imports/exportArchive')).lorewrightImportPlanTask(input),
  checkBody: async (input: { name: PooledBodyName; body: unknown }) => (await import('./bodyChecks')).checkBodyTask(input),
  checkJsonBody: async (input: { name: PooledBodyName; bytes: Uint8Array }) => (await import('./bodyChecks')).checkJsonBodyTask(input),
  warmBodyChecks: async () => (await import('./bodyChecks')).warmBodyChecksTask(),
  exportZip: async (input: ExportZipInput) => (await import('../exports/exportZipTask')).exportZipTask(input),
  compileManuscript: async (input: ManuscriptTaskInput) => (await import('../exports/manuscript/manuscriptTask')).compileManuscriptTask(input),
  secretsLeftOut: async (input: { kind: SecretsKind; json: string }) => (await import('../routes/elements/secretsLeftOutTask')).secretsLeftOutTask(input),
  mapAsOf: async (input: MapAsOfInput) => (await import('../routes/maps/mapAsOfTask')).mapAsOfTask(input),
};

type Tasks = typeof TASKS;
export type TaskName = keyof Tasks;
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>['value'];

export type TaskResult = { ok: true; value: unknown } | { ok: false; kind: DomainErrorKind; message: string };

export const runTask = async ({ name, input }: { name: TaskName; input: unknown }, { inProcess = false } = {}) => {
  const task = TASKS[name] as (input: unknown) => Promise<Moving<unknown>>;
  let result: TaskResult;
  let transfer: ArrayBuffer[] = [];
  try {
    const done = await task(input);
    result = { ok: true, value: done.value };
    transfer = done.transfer;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    result = { ok: false, kind: error.kind, message: error.message };
  }
  // Piscina moves what a result's `transferable` lists.
  if (inProcess || transfer.length === 0) return result;
  const movable = { [Piscina.transferableSymbol]: transfer, [Piscina.valueSymbol]: result };
  return Piscina.move(movable as unknown as Parameters<typeof Piscina.move>[0]) as unknown as TaskResult;
};
