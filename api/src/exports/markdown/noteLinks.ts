import type { ExportWorld } from '@lorewright/domain/exports/exportFormat';
import { embed, wikilink } from './markdownText';

// How one world's notes reach each other and its files: the vault path of every element's note
// (links to anything outside the export stay plain text) and of every media file it holds.
export interface NoteLinks {
  pathOf(link: { type: string; id: string }): string | null;
  /** A wikilink to the element's note, or its title as plain text. */
  linkTo(link: { type: string; id: string }, fallback: string): string;
  /** An embed of an image the element names, or null when the export does not hold it. */
  image(value: string | null | undefined): string | null;
}

export const noteLinks = (world: ExportWorld, worldFolder: string, notes: ReadonlyMap<string, { path: string; title: string }>): NoteLinks => {
  const mediaByName = new Map(world.media.map((file) => [file.name, file.name]));
  const pathOf = (link: { type: string; id: string }) => notes.get(`${link.type}:${link.id}`)?.path ?? null;
  return {
    pathOf,
    linkTo: (link, fallback) => {
      const note = notes.get(`${link.type}:${link.id}`);
      return note ? wikilink(note.path, note.title) : fallback;
    },
    image: (value) => {
      if (!value) return null;
      // Stored as a file name, or a /media/… path ending in one.
      const name = mediaByName.get(value.split('/').pop() ?? value);
      return name ? embed(`${worldFolder}/media/${name}`) : null;
    },
  };
};
