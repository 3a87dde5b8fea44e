import { EXPORT_FORMAT, EXPORT_VERSION, ExportManifest, ExportWorld } from '../exports/exportFormat';
import { invalid } from '../shared/errors';
import { importMessages as m } from './importMessages';
import { checkWorldRules } from './importRules';
import { planLanguages } from './planLanguages';
import { planMaps } from './planMaps';
import { planRelations } from './planRelations';
import { planTimelines } from './planTimelines';
import type { ExportFiles, ImportPlan, PlannedWorld } from './plannedWorld';
import { planWikis } from './planWikis';
import { planWritings } from './planWritings';
import { openWorldPlanning, parsed, type NewId } from './worldPlanning';

export type { ExportFiles, ImportPlan, PlannedMedia, PlannedWorld } from './plannedWorld';

// The import plan: the files of a Lorewright export, checked against the export's own
// schemas, with every id re-minted and every reference rewired to the new ids, so the copy shares
// no id with the original (which may live on this very server). Pure: it reads parsed files and
// draws ids from `newId`; storing the plan is the import commands' work. Anything odd (a missing
// file, a link to an element that is not in the export) is refused naming the first bad file.

export const MAX_IMPORT_WORLDS = 50;

const manifestOf = (files: ExportFiles) => {
  const raw = files.json('manifest.json');
  if (raw === undefined) throw invalid(m.notAnExport);
  const head = (typeof raw === 'object' && raw !== null ? raw : {}) as { format?: unknown; version?: unknown };
  if (head.format !== EXPORT_FORMAT) throw invalid(m.wrongFormat);
  if (head.version !== EXPORT_VERSION) throw invalid(m.wrongVersion(head.version));
  const manifest = parsed(ExportManifest, files, 'manifest.json');
  if (manifest.worlds.length === 0) throw invalid(m.noWorlds);
  if (manifest.worlds.length > MAX_IMPORT_WORLDS) throw invalid(m.tooManyWorlds(MAX_IMPORT_WORLDS));
  return manifest;
};

// One world: its file checked, every element id named once, then each kind planned by its own
// planner (plan*.ts) over the world's planning (worldPlanning.ts).
const planWorld = (files: ExportFiles, worldPath: string, newId: NewId): PlannedWorld => {
  const world = parsed(ExportWorld, files, worldPath);
  checkWorldRules(worldPath, world);
  const { writings, wikis, maps, timelines, languages } = world.elements;
  const seen = new Set<string>();
  for (const id of [...writings, ...wikis, ...maps, ...timelines, ...languages]) {
    if (seen.has(id)) throw invalid(m.duplicateId(worldPath, id));
    seen.add(id);
  }
  const p = openWorldPlanning(files, worldPath, world, newId);
  const planned = {
    writings: planWritings(p, writings),
    wikis: planWikis(p, wikis),
    maps: planMaps(p, maps),
    timelines: planTimelines(p, timelines),
    languages: planLanguages(p, languages),
  };
  // After the wikis, whose new ids they use; absent from exports made before relations.
  const relations = planRelations(p, worldPath, world.relations ?? [], planned.wikis);
  // The world's own new id is drawn after its elements'.
  return {
    id: newId(),
    name: world.name,
    description: world.description,
    headerImage: p.maybeImage(worldPath, world.headerImage),
    calendarTimelineId: p.calendarTimelineId === null ? null : p.elementId(p.calendarTimelineId),
    ...planned,
    relations,
    media: [...p.media.byName.values()],
    // Counted as the kinds above were planned.
    datesLeftOut: p.datesLeftOut(),
  };
};

export const planImport = (files: ExportFiles, newId: NewId): ImportPlan => {
  const manifest = manifestOf(files);
  const worlds = manifest.worlds.map((entry) => {
    const path = `worlds/${entry.id}/world.json`;
    if (entry.path !== path) throw invalid(m.missingFile(entry.path));
    return planWorld(files, path, newId);
  });
  return {
    worlds,
    mediaBytes: worlds.reduce((sum, world) => sum + world.media.reduce((bytes, item) => bytes + item.size, 0), 0),
    hasPaidElements: worlds.some((world) => world.maps.length + world.timelines.length + world.languages.length > 0),
  };
};
