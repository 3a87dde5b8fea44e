import { imageUrl } from '@lorewright/domain/media/imageUrl';

/** Where a rune picture is: the author's media library (folder 'runes'), or bundled 'assets/…' for the demo. */
export const runeImageUrl = (authorID: string, rune: string) => imageUrl('runes', authorID, rune) ?? '';
