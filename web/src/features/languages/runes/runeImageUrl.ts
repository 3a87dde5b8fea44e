import { imageUrl } from '@lorewright/domain/media/imageUrl';

/** Where a rune picture is: the author's media library (folder 'runes'), or bundled 'assets/…' for the demo. */
export const runeImageUrl = (authorID: string, rune: string) => imageUrl('runes', authorID, rune) ?? '';

export type RuneUrls = (rune: string) => string;

/** The addresses of one author's runes, each worked out once: a long text repeats a few dozen runes. */
export const runeUrls = (authorID: string): RuneUrls => {
  const known = new Map<string, string>();
  return (rune) => {
    let url = known.get(rune);
    if (url === undefined) known.set(rune, (url = runeImageUrl(authorID, rune)));
    return url;
  };
};
