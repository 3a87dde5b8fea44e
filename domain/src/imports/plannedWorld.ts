import type { ExportLanguage, ExportMap, ExportMediaFile, ExportRelation, ExportTimeline, ExportWiki, ExportWriting } from '../exports/exportFormat';
import type { RelationType } from '../relations/relationTypes';

// What an import plan (importPlan.ts) reads and makes.

export interface ExportFiles {
  // A JSON file of the ZIP, parsed; undefined when the ZIP has no such file.
  json(path: string): unknown;
  // The size of any file of the ZIP; undefined when absent.
  sizeOf(path: string): number | undefined;
}

export interface PlannedMedia extends ExportMediaFile {
  // The file inside the ZIP, from the ZIP's root.
  path: string;
}

// A relation to add from wikiId (by its planned id) once both wikis exist.
export interface PlannedRelation {
  wikiId: string;
  otherId: string;
  type: RelationType;
  // Only for a custom type.
  custom?: string;
  period: ExportRelation['period'];
}

export interface PlannedWorld {
  id: string;
  name: string;
  description: string;
  headerImage: string | null;
  // The planned id of the timeline whose calendar the world's dates are on; null: the Gregorian.
  calendarTimelineId: string | null;
  // Periods and dates left out because the world's calendar does not have them.
  datesLeftOut: number;
  // Parents before their children.
  writings: ExportWriting[];
  wikis: ExportWiki[];
  maps: ExportMap[];
  timelines: ExportTimeline[];
  languages: ExportLanguage[];
  relations: PlannedRelation[];
  media: PlannedMedia[];
}

export interface ImportPlan {
  worlds: PlannedWorld[];
  // What the importer's media library must hold.
  mediaBytes: number;
  // Maps, timelines and languages are paid elements.
  hasPaidElements: boolean;
}
