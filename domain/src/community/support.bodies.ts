import { z } from 'zod';
import { hasForbiddenCharacters, hasForbiddenDescriptionCharacters, isBlankDisplayText } from '../shared/displayText';
import { communityMessages as m } from './communityMessages';
import { SUPPORT_CONTENT_MAX, SUPPORT_SUBJECT_MAX } from './communityLimits';
import { SUPPORT_TYPES } from './support.events';

// The text fields of POST support/newReport (multipart; the screenshots are its files, checked
// by the route: at most 3, each at most 5 MB, PNG/JPEG/GIF/WebP by their bytes). userID in the
// form (the product's call sends it) is ignored: the ticket is the signed-in user's.
const required = (max: number, tooLong: string, forbidden: (text: string) => boolean) =>
  z
    .string({ error: m.fillAllFields })
    .transform((raw) => raw.normalize('NFC').trim())
    .refine((value) => !isBlankDisplayText(value), m.fillAllFields)
    .refine((value) => !forbidden(value), m.contentForbidden)
    .refine((value) => [...value].length <= max, tooLong);

export const SupportReportFields = z.object({
  type: z.enum(SUPPORT_TYPES, { error: m.supportType }),
  subject: required(SUPPORT_SUBJECT_MAX, m.subjectTooLong, hasForbiddenCharacters),
  content: required(SUPPORT_CONTENT_MAX, m.supportContentTooLong, hasForbiddenDescriptionCharacters),
});
export type SupportReportFields = z.infer<typeof SupportReportFields>;
