import { EXPORT_VERSION } from '../exports/exportFormat';

// What people read about imports (docs/decisions.md "Import"). An import never publishes
// anything: every world and element comes in private, whatever it was in the export.
export const importMessages = {
  noFile: 'Choose a Lorewright export (.zip) to import.',
  notAnExport: 'This file is not a Lorewright export: it has no manifest.json.',
  wrongFormat: 'This file is not a Lorewright export.',
  wrongVersion: (version: unknown) => `This file is a Lorewright export of version ${String(version)}; this server reads version ${EXPORT_VERSION}.`,
  noWorlds: 'This export holds no world to import.',
  notJson: (path: string) => `${path}: this file is not valid JSON.`,
  missingFile: (path: string) => `${path}: this file is missing from the export.`,
  schema: (path: string, where: string, message: string) => `${path}: ${where ? `${where}: ` : ''}${message}`,
  idMismatch: (path: string) => `${path}: its id does not match its place in the export.`,
  duplicateId: (path: string, id: string) => `${path}: the id “${id}” appears twice.`,
  danglingLink: (path: string, type: string, id: string) => `${path}: a link points to the ${type} “${id}”, which is not in the export.`,
  danglingParent: (path: string, id: string) => `${path}: its parent “${id}” is not in the export.`,
  parentNotFolder: (path: string) => `${path}: its parent is not a folder.`,
  parentCycle: (path: string) => `${path}: its parents form a loop.`,
  danglingNodeParent: (path: string, id: string) => `${path}: a node's parent “${id}” is not on this timeline.`,
  danglingMedia: (path: string, name: string) => `${path}: the image “${name}” is not in the export.`,
  missingMedia: (path: string) => `${path}: this media file is missing from the export.`,
  mediaSizeMismatch: (path: string) => `${path}: this media file's size does not match world.json.`,
  tooManyWorlds: (max: number) => `An import may hold at most ${max} worlds.`,
  overQuota: 'The media of this export do not fit in your free media space.',
  imported: (count: number) =>
    count === 1 ? 'The world was imported. Everything in it is private.' : `${count} worlds were imported. Everything in them is private.`,
  // An export whose world chose another calendar after dating: what that calendar lacks stays out.
  datesLeftOut: (count: number) =>
    count === 1 ? "One date the world's calendar does not have was left out." : `${count} dates the world's calendar does not have were left out.`,
} as const;
