import { splitLinks } from '../wikis/sectionLinks';

// A post's @mentions are `[[type:id]]` tokens (sectionLinks.ts). Where the text is cut into an
// excerpt (a profile's recent posts, a notification's subtitle) a token would show raw, or be cut
// in half; and no title may be written there (an excerpt is read by people who may not see the
// element, and a notification is worded once). So each mention reads as the kind it names.

/** The text with each mention written `@writing`, `@wiki`, `@map` or `@timeline`. */
export const mentionsAsKinds = (text: string): string =>
  splitLinks(text)
    .map((piece) => ('link' in piece ? `@${piece.link.type}` : piece.text))
    .join('');
