// What people read when a Kanka campaign export is imported.
export const kankaMessages = {
  noFile: 'Please choose a Kanka campaign export (.zip).',
  notKanka: 'This is not a Kanka campaign export: it holds no campaign.json or folders of entities.',
  tooLarge: 'This Kanka export is too large to import (at most 200 MB).',
  brokenJson: (name: string) => `The Kanka file ${name} is not valid JSON.`,
  notEntity: (name: string) => `The Kanka file ${name} does not describe an entity (it has no name).`,
  nothingToImport: 'This Kanka export holds no characters, locations or events to import.',
  tooManyEntities: (max: number) => `A Kanka import takes at most ${max} characters, locations and events at once.`,
  imported: (wikis: number, skipped: number) =>
    `Imported ${wikis} ${wikis === 1 ? 'wiki' : 'wikis'} from Kanka${skipped ? `; skipped ${skipped} ${skipped === 1 ? 'entity' : 'entities'} of other kinds` : ''}.`,
  importFailed: 'The import failed and nothing was kept. Please try again.',
  // Web control texts.
  button: 'Import from Kanka',
  choose: 'Choose a Kanka campaign export (.zip)',
  importing: 'Importing…',
} as const;
