// What people read when a folder of Markdown notes (an Obsidian vault, as a ZIP) is imported.
export const vaultMessages = {
  noFile: 'Please choose a ZIP of Markdown notes (an Obsidian vault).',
  notVault: 'This ZIP holds no Markdown notes (.md files).',
  tooLarge: 'This ZIP is too large to import (at most 100 MB).',
  tooManyNotes: (max: number) => `A Markdown import takes at most ${max} notes at once.`,
  noteTooLarge: (path: string) => `The note ${path} is too large to import (at most 1 MB).`,
  notText: (path: string) => `The note ${path} is not UTF-8 text.`,
  brokenFrontMatter: (path: string) => `The note ${path} has front matter that is not valid YAML.`,
  noteProblem: (path: string, problem: string) => `${path}: ${problem}`,
  nothingToImport: 'These notes hold no wikis or writings to import.',
  imported: (wikis: number, writings: number, skipped: number) =>
    `Imported ${wikis} ${wikis === 1 ? 'wiki' : 'wikis'} and ${writings} ${writings === 1 ? 'writing' : 'writings'}${
      skipped ? `; skipped ${skipped} ${skipped === 1 ? 'note' : 'notes'} of maps, timelines, languages or worlds` : ''
    }. Everything imported is private.`,
  // Web control texts.
  button: 'Import Markdown notes',
  choose: 'Choose a ZIP of Markdown notes (an Obsidian vault)',
  importing: 'Importing…',
} as const;
