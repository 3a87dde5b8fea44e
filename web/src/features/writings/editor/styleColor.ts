import { HEX_COLOR } from '@lorewright/domain/writings/sceneText';

// A run's colour lives in Lexical's inline style string ("color: #aabbcc;"); the stored form
// keeps it as #rrggbb. Pasted text may bring other declarations or rgb() colours: only the
// colour survives, written the stored way.

const COLOR_DECLARATION = /(?:^|;)\s*color\s*:\s*([^;]+)/i;
const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/i;

export const colorStyle = (color: string | undefined): string => (color ? `color: ${color};` : '');

/** The colour of a run's style as #rrggbb, or undefined (none, transparent, or not a colour we store). */
export function colorOfStyle(style: string): string | undefined {
  const value = COLOR_DECLARATION.exec(style)?.[1]?.trim();
  return value === undefined ? undefined : normalizeColor(value);
}

export function normalizeColor(value: string): string | undefined {
  if (HEX_COLOR.test(value)) return value;
  const short = SHORT_HEX.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const rgb = RGB.exec(value);
  if (!rgb) return undefined;
  const alpha = rgb[4];
  if (alpha !== undefined && parseFloat(alpha) === 0) return undefined;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return undefined;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
