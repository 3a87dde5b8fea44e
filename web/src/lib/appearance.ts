// The user's colours (product.md §3: primary, secondary and background, with live preview). Kept in
// local storage and applied at app start by overriding the theme's CSS variables on <html>.
// The shades the theme derives from each colour (soft fills, surfaces, borders) follow it.

export interface Appearance {
  primary: string;
  secondary: string;
  background: string;
}

export const DEFAULT_APPEARANCE: Appearance = { primary: '#60e0be', secondary: '#b1c0da', background: '#1a1a1a' };
export const APPEARANCE_KEY = 'appearance';

const HEX = /^#[0-9a-f]{6}$/i;

export function readAppearance(): Appearance {
  try {
    const raw = globalThis.localStorage?.getItem(APPEARANCE_KEY);
    if (!raw) return DEFAULT_APPEARANCE;
    const stored = JSON.parse(raw) as Partial<Record<keyof Appearance, unknown>>;
    const pick = (key: keyof Appearance) => {
      const value = stored[key];
      return typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : DEFAULT_APPEARANCE[key];
    };
    return { primary: pick('primary'), secondary: pick('secondary'), background: pick('background') };
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

export function saveAppearance(appearance: Appearance): void {
  try {
    if (isDefault(appearance)) globalThis.localStorage?.removeItem(APPEARANCE_KEY);
    else globalThis.localStorage?.setItem(APPEARANCE_KEY, JSON.stringify(appearance));
  } catch {
    // Without storage the colours last until the tab closes.
  }
}

export function isDefault(appearance: Appearance): boolean {
  return (Object.keys(DEFAULT_APPEARANCE) as (keyof Appearance)[]).every((key) => appearance[key].toLowerCase() === DEFAULT_APPEARANCE[key]);
}

/** The CSS variables an appearance sets; empty for the defaults, which theme.css already holds. */
export function appearanceVariables(appearance: Appearance): Record<string, string> {
  if (isDefault(appearance)) return {};
  const primary = rgb(appearance.primary);
  const secondary = rgb(appearance.secondary);
  const background = rgb(appearance.background);
  const light = luminance(background) > 0.45;
  // On a light background the surfaces darken and the text turns dark; on a dark one they lighten.
  const toward = light ? ([0, 0, 0] as const) : ([255, 255, 255] as const);
  const shade = (amount: number) => hex(mix(background, toward, amount));
  return {
    '--primary': appearance.primary,
    '--primary-strong': hex(mix(primary, [255, 255, 255], 0.2)),
    '--primary-soft': `rgb(${primary.join(' ')} / 12%)`,
    '--secondary': appearance.secondary,
    '--secondary-soft': `rgb(${secondary.join(' ')} / 10%)`,
    '--background': appearance.background,
    '--surface': shade(0.035),
    '--surface-raised': shade(0.07),
    '--border': shade(0.12),
    '--border-strong': shade(0.22),
    '--text': light ? '#1b1d21' : '#ececec',
    '--text-muted': light ? '#4a4f57' : '#a6acb5',
    '--text-subtle': light ? '#6b7079' : '#8a9099',
    '--on-primary': luminance(primary) > 0.45 ? '#0c1d18' : '#ffffff',
  };
}

const APPLIED = [
  '--primary',
  '--primary-strong',
  '--primary-soft',
  '--secondary',
  '--secondary-soft',
  '--background',
  '--surface',
  '--surface-raised',
  '--border',
  '--border-strong',
  '--text',
  '--text-muted',
  '--text-subtle',
  '--on-primary',
];

/** Sets (or, for the defaults, removes) the overrides on the document element. */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  for (const name of APPLIED) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(appearanceVariables(appearance))) root.style.setProperty(name, value);
}

type Rgb = readonly [number, number, number];

function rgb(color: string): Rgb {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex(color: Rgb): string {
  return `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i] + (to[i] - from[i]) * amount) as unknown as Rgb;
}

// Relative luminance (WCAG), 0 for black to 1 for white.
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
