import { mediaStream } from '@lorewright/commands/media/mediaCommands';
import { createStateReader } from '@lorewright/commands/eventStore/streamReader';
import { createImportCommands } from '@lorewright/commands/imports/importCommands';
import { mediaLibraryDecider } from '@lorewright/domain/media/mediaLibrary.decide';
import { totalSize } from '@lorewright/domain/media/mediaLibrary.state';
import type { Stack } from '../composition';
import type { CommandsOf, QueriesOf } from '../routes/routeTypes';

// What an import uses of the stack: the element commands it stores through, the two views it
// reads back, the event log (the media library's stream) and the wait for views.
export type ImportPorts = Pick<Stack, 'eventStore' | 'registry' | 'clock' | 'waitForViews'> &
  CommandsOf<'worlds' | 'writings' | 'wikis' | 'maps' | 'timelines' | 'languages' | 'relations' | 'media'> &
  QueriesOf<'wikis' | 'writings'>;

// The import commands over the server's own commands and read models: the library is read from
// its stream (exact, for the quota), the rest of the import waits for the views it reads.
export const importCommandsOf = (stack: ImportPorts) => {
  const readLibrary = createStateReader(stack, mediaLibraryDecider, mediaStream);
  const { commands, queries } = stack;
  return createImportCommands({
    clock: stack.clock,
    worlds: commands.worlds,
    writings: commands.writings,
    wikis: commands.wikis,
    maps: commands.maps,
    timelines: commands.timelines,
    languages: commands.languages,
    relations: commands.relations,
    media: {
      upload: commands.media.upload,
      delete: commands.media.delete,
      updateWorldHeader: commands.media.updateWorldHeader,
      library: async (userId) => {
        const library = await readLibrary(userId);
        return { mediaIds: Object.keys(library.items), usedBytes: totalSize(library) };
      },
    },
    wikiParts: async (wikiId) => {
      const wiki = await queries.wikis.wikiById(wikiId);
      return (
        wiki && {
          imageIds: wiki.images.map((image) => image._id),
          headerFieldIds: wiki.headerFields.map((field) => field._id),
          sectionRevisions: Object.fromEntries(wiki.sections.map((section) => [section._id, section.revision])),
        }
      );
    },
    writingRevision: async (writingId) => (await queries.writings.writingById(writingId))?.revision ?? 0,
    settle: async (position) => {
      await stack.waitForViews(position);
    },
  });
};
