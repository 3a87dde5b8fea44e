import type { ExportLanguage, ExportMap, ExportTimeline, ExportWiki, ExportWriting } from '@lorewright/domain/exports/exportFormat';

// One element of a world as an export carries it: its kind and its file (exportFormat.ts).
export type ExportElement =
  | { kind: 'writing'; file: ExportWriting }
  | { kind: 'wiki'; file: ExportWiki }
  | { kind: 'map'; file: ExportMap }
  | { kind: 'timeline'; file: ExportTimeline }
  | { kind: 'language'; file: ExportLanguage };
