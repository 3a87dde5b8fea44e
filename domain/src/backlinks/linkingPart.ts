import { z } from 'zod';

// What a part that links to an element (a map point, a timeline point) says, as the backlinks of
// the linked element show it: the part's name and the first characters of its text. Carried on
// the link's event, so the backlinks read model needs no copy of every part; links made before
// it was carried show the element alone.
export const BACKLINK_SNIPPET_MAX = 160;

// `secret`: the part was secret when the link was made (listed only to those who may edit its
// element); absent for parts never marked.
export const LinkingPart = z.object({ name: z.string(), text: z.string(), secret: z.boolean().optional() });
export type LinkingPart = z.infer<typeof LinkingPart>;

// A part's text cut for a backlink: one line, at most BACKLINK_SNIPPET_MAX characters.
export const snippetOf = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= BACKLINK_SNIPPET_MAX ? line : `${line.slice(0, BACKLINK_SNIPPET_MAX - 1).trimEnd()}…`;
};

export const linkingPart = (name: string, text: string, secret?: boolean): LinkingPart =>
  secret ? { name, text: snippetOf(text), secret } : { name, text: snippetOf(text) };
