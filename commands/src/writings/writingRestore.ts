import { invalid, notFound } from '@lorewright/domain/shared/errors';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { evolveWriting, initialWritingState, type WritingState } from '@lorewright/domain/writings/writing.state';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { EventSource } from '../eventStore/streamReader';
import { createVersionReader, type Version } from '../history/versionReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { WritingCommands } from './writingCommands';
import { writingStream } from './writingStream';

export const restoreMessages = {
  nothingThere: 'This writing has no such version.',
  notADocument: 'Only a document with scenes can be restored.',
};

// A writing's earlier versions and Restore: ordinary events, decided by the writing's
// own decider through the usual commands (a save of the old scenes on the current revision, then
// a rename), bring its title and scenes back to the state at a revision. Nothing is rewritten;
// restoring the version that is already current appends nothing.
export const createWritingHistory = (source: EventSource, commands: Pick<WritingCommands, 'saveScenes' | 'rename'>) => {
  const versions = createVersionReader<WritingEvent, WritingState>(source, { initialState: initialWritingState, evolve: evolveWriting });

  const versionAt = (writingId: string, revision: number): Promise<Version<WritingState> | null> => versions.at(writingStream(writingId), revision);

  const current = async (writingId: string) => {
    const head = await versions.head(writingStream(writingId));
    return head === null ? null : versionAt(writingId, head);
  };

  return {
    versionAt,
    current,

    restore: async (actorId: string, writingId: string, revision: number, context: CommandContext) => {
      const [target, now] = await Promise.all([versionAt(writingId, revision), current(writingId)]);
      if (!now || now.state.status !== 'active') throw notFound(m.notFound);
      if (!target) throw notFound(restoreMessages.nothingThere);
      if (target.state.status !== 'active' || target.state.isFolder) throw invalid(restoreMessages.notADocument);
      // The save names the revision it was decided on: someone saving in between makes it a conflict.
      // An undated scene of that version is sent undated (null): left out, it would keep its current date.
      const scenes = target.state.scenes.map((scene) => ({ ...scene, date: scene.date ?? null }));
      const saved = await commands.saveScenes(actorId, writingId, now.revision, scenes, context);
      const renamed =
        target.state.title === now.state.title ? { position: null } : await commands.rename(actorId, writingId, now.state.worldId, target.state.title, context);
      return { position: renamed.position ?? saved.position };
    },
  };
};

export type WritingHistory = ReturnType<typeof createWritingHistory>;
