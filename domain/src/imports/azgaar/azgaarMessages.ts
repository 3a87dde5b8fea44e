// What people read when an Azgaar Fantasy Map Generator .map file is imported.
export const azgaarMessages = {
  notAzgaar: 'This is not an Azgaar Fantasy Map Generator .map file.',
  noFile: 'Please choose an Azgaar .map file.',
  tooLarge: 'This .map file is too large to import (at most 50 MB).',
  noSvg: 'This .map file holds no map picture (its SVG line is missing).',
  badSize: "This .map file does not say the map's width and height.",
  brokenList: (what: string, line: number) => `This .map file's ${what} (line ${line}) is not valid JSON.`,
  pictureFailed: "The map's picture could not be drawn from this .map file.",
  pictureTooLarge: 'The map picture does not fit in your 5 MB media allowance. Delete unused media first.',
  imported: (title: string, points: number) => `Imported "${title}" with ${points} ${points === 1 ? 'point' : 'points'}.`,
  importFailed: 'The import failed and nothing was kept. Please try again.',
  // Web control texts.
  button: 'Import from Azgaar',
  choose: 'Choose an Azgaar .map file',
  importing: 'Importing…',
} as const;
