import { displayLength } from '../../shared/displayText';
import { importedName } from '../azgaar/importedName';

// Texts and flags as Fantasy-Calendar exports hold them. Its editor stored some names with HTML
// entities ("Quen&#39;pillar"), so the common ones are decoded; names are then made to pass the
// one text rule (importedName), never refused.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
// Bounded, unnested quantifiers: linear on any input.
const ENTITY = /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|amp|lt|gt|quot|apos|nbsp);/g;

const decodeEntities = (text: string) =>
  text.includes('&')
    ? text.replace(ENTITY, (whole, body: string) => {
        if (body[0] !== '#') return ENTITIES[body];
        const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
      })
    : text;

/** A text field: strings as they are (entities decoded), numbers as digits, anything else empty. */
export const fcText = (raw: unknown): string =>
  typeof raw === 'string' ? decodeEntities(raw) : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';

/** A yes/no setting: true, or the text "true". */
export const flag = (raw: unknown): boolean => raw === true || raw === 'true';

/** Names of one import: each made to pass the text rule, remembering whether one had to be cut. */
export const nameReader = () => {
  let shortened = false;
  return {
    of: (raw: unknown, max: number, fallback: string): string => {
      const text = fcText(raw);
      if (!shortened && text.length > max && displayLength(importedName(text, Number.MAX_SAFE_INTEGER, fallback)) > max) shortened = true;
      return importedName(text, max, fallback);
    },
    get shortened() {
      return shortened;
    },
  };
};

export type NameReader = ReturnType<typeof nameReader>;
