import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import type { TaskInput, TaskName, TaskOutput } from '../../workers/tasks';
import { commandContext } from '../commandContext';
import type { ZodApp } from '../routeTypes';
import { ImportWorldParams } from './azgaarRoutes';
import { withUploadedFile } from './kankaUpload';
import type { ImportUploadTexts } from './azgaarUpload';
import type { z } from 'zod';

// The tasks that read an uploaded file by its path.
type FileTask = { [N in TaskName]: TaskInput<N> extends { file: string } ? N : never }[TaskName];

export interface ZipImport<Read extends FileTask, Answer> {
  // The 201's body, as the OpenAPI document describes it and the answer checks hold it.
  answer: z.ZodType<Answer>;
  // The address's last part: import/world/{worldId}/{kind}.
  kind: string;
  limitBytes: number;
  texts: ImportUploadTexts;
  // The work pool task that reads the uploaded file, and how long it may take.
  task: Read;
  timeoutMs: number;
  requireCreator: (userId: string, worldId: string) => Promise<void>;
  // What else the task reads besides the file, from the world (the Markdown vault: its calendar).
  taskInput?: (worldId: string) => Promise<Omit<TaskInput<Read>, 'file'>>;
  // Makes what the file held; answers the 201's body.
  run: (userId: string, worldId: string, read: TaskOutput<Read>, context: CommandContext) => Promise<Answer>;
}

// The answer's schema as a route's options take it: the handler's own type already holds Answer.
const answerOf = <Answer>({ answer }: { answer: z.ZodType<Answer> }): z.ZodType => answer;

export type ZipImportRoutePorts = Pick<Stack, 'work'>;

// POST import/world/{worldId}/{kind} for an import that takes a ZIP (Kanka, Markdown notes):
// only the world's author, checked before the file is read; the upload streamed to a temp file
// and read on a worker thread of the work pool, so this thread goes on answering.
export const zipImportRoute = <Read extends FileTask, Answer>(app: ZodApp, ports: ZipImportRoutePorts, zipImport: ZipImport<Read, Answer>) =>
  app.post(
    `/import/world/:worldId/${zipImport.kind}`,
    { schema: { params: ImportWorldParams, response: { 201: answerOf(zipImport) } }, config: { auth: 'required', rateLimited: 'import' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { worldId } = request.params;
      const read = await withUploadedFile(
        request,
        zipImport.limitBytes,
        zipImport.texts,
        () => zipImport.requireCreator(userId, worldId),
        async (file) => ports.work.run(zipImport.task, { file, ...(await zipImport.taskInput?.(worldId)) }, { timeoutMs: zipImport.timeoutMs }),
      );
      return reply.status(201).send(await zipImport.run(userId, worldId, read, commandContext(request)));
    },
  );
