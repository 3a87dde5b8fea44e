import type { Permissions } from '@lorewright/domain/accounts/permissions';
import type { LanguageCommands } from '../languages/languageCommands';
import type { MapCommands } from '../maps/mapCommands';
import type { MediaCommands } from '../media/mediaCommands';
import type { CommandContext } from '../pipeline/commandContext';
import type { RelationCommands } from '../relations/relationCommands';
import type { Clock } from '../shared/clock';
import type { TimelineCommands } from '../timelines/timelineCommands';
import type { WikiCommands } from '../wikis/wikiCommands';
import type { WorldCommands } from '../worlds/worldCommands';
import type { WritingCommands } from '../writings/writingCommands';

// What an import (importCommands.ts) works with: who imports, the element commands it goes
// through, and how it reads the ZIP's files.

export interface Importer {
  id: string;
  permissions: Permissions;
}

export interface ImportPorts {
  clock: Clock;
  worlds: Pick<WorldCommands, 'createWorld' | 'deleteWorld' | 'chooseCalendar'>;
  writings: Pick<WritingCommands, 'create' | 'saveScenes'>;
  wikis: Pick<WikiCommands, 'create' | 'update' | 'uploadImage' | 'deleteImage'>;
  maps: Pick<MapCommands, 'create' | 'updatePoints' | 'uploadPointImage' | 'addLink'>;
  timelines: Pick<TimelineCommands, 'create' | 'changeCalendar' | 'customise' | 'updateZones' | 'updateLines' | 'updateNodes' | 'uploadNodeImage' | 'addLink'>;
  languages: Pick<LanguageCommands, 'create' | 'uploadRune' | 'updateKeyMap' | 'updateStems'>;
  relations: Pick<RelationCommands, 'add'>;
  media: Pick<MediaCommands, 'upload' | 'delete'> & {
    updateWorldHeader: (userId: string, worldId: string, bytes: Uint8Array, context: CommandContext) => Promise<{ position: number | null }>;
    // The importer's library as it is now: its media ids and the bytes they take.
    library: (userId: string) => Promise<{ mediaIds: string[]; usedBytes: number }>;
  };
  // The parts a new wiki was given (its default image and header field), to replace them, and
  // the revision of each of its sections, which a later edit of them names.
  wikiParts: (wikiId: string) => Promise<{ imageIds: string[]; headerFieldIds: string[]; sectionRevisions: Record<string, number> } | null>;
  // The revision a writing's next save is made on.
  writingRevision: (writingId: string) => Promise<number>;
  // Read-your-writes: the next step reads what the last one wrote (a parent, a link's target).
  settle: (position: number | null) => Promise<void>;
}

export interface ImportedWorld {
  _id: string;
  name: string;
  // Periods and dates its calendar does not have, left out (domain/src/imports/worldPlanning.ts).
  datesLeftOut: number;
}

// The files of the ZIP, read on demand.
export type ReadFile = (path: string) => Promise<Uint8Array>;
