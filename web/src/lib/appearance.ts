// The user's appearance (product.md §3: a dark or light theme, and primary, secondary and background
// colours with live preview). Kept in local storage and applied at app start: the theme as
// `data-theme` on <html> (theme.css holds each theme's variables), the colours by overriding the
// theme's CSS variables there. The shades the theme derives from each colour (soft fills,
// surfaces, borders) follow it. public/theme-start.js applies the stored theme before first paint.

export type Theme = 'dark' | 'light';
export const THEMES: readonly Theme[] = ['dark', 'light'];

export type Colour = 'primary' | 'secondary' | 'background';

export interface Appearance {
  theme: Theme;
  primary: string;
  secondary: string;
  background: string;
}

/** Each theme's own colours, as theme.css defines them: a colour equal to its theme's is no override. */
export const THEME_COLOURS: Record<Theme, Record<Colour, string>> = {
  dark: { primary: '#60e0be', secondary: '#b1c0da', background: '#1a1a1a' },
  light: { primary: '#0b6e58', secondary: '#44546e', background: '#f5f6f4' },
};

export const DEFAULT_APPEARANCE: Appearance = { theme: 'dark', ...THEME_COLOURS.dark };
export const APPEARANCE_KEY = 'appearance';

const HEX = /^#[0-9a-f]{6}$/i;
const COLOURS: readonly Colour[] = ['primary', 'secondary', 'background'];

export function readAppearance(): Appearance {
  try {
    const raw = globalThis.localStorage?.getItem(APPEARANCE_KEY);
    if (!raw) return DEFAULT_APPEARANCE;
    const stored = JSON.parse(raw) as Partial<Record<keyof Appearance, unknown>>;
    const theme: Theme = stored.theme === 'light' ? 'light' : 'dark';
    const pick = (key: Colour) => {
      const value = stored[key];
      return typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : THEME_COLOURS[theme][key];
    };
    return { theme, primary: pick('primary'), secondary: pick('secondary'), background: pick('background') };
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

/** The appearance in another theme: a colour left at the old theme's own value takes the new theme's; a chosen one stays. */
export function withTheme(appearance: Appearance, theme: Theme): Appearance {
  const next: Appearance = { ...appearance, theme };
  for (const key of COLOURS) {
    if (appearance[key].toLowerCase() === THEME_COLOURS[appearance.theme][key]) next[key] = THEME_COLOURS[theme][key];
  }
  return next;
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
  return appearance.theme === DEFAULT_APPEARANCE.theme && hasThemeColours(appearance);
}

/** Whether every colour is its theme's own (then theme.css alone paints the page). */
export function hasThemeColours(appearance: Appearance): boolean {
  return COLOURS.every((key) => appearance[key].toLowerCase() === THEME_COLOURS[appearance.theme][key]);
}

/** The CSS variables an appearance's colours set; empty for its theme's own, which theme.css already holds. */
export function appearanceVariables(appearance: Appearance): Record<string, string> {
  if (hasThemeColours(appearance)) return {};
  const primary = rgb(appearance.primary);
  const secondary = rgb(appearance.secondary);
  const background = rgb(appearance.background);
  const light = luminance(background) > 0.45;
  // On a light background the surfaces darken and the text turns dark; on a dark one they lighten.
  const toward = light ? ([0, 0, 0] as const) : ([255, 255, 255] as const);
  const shade = (amount: number) => hex(mix(background, toward, amount));
  return {
    '--primary': appearance.primary,
    // Hover lightens on a dark background and darkens on a light one, away from the page.
    '--primary-strong': hex(mix(primary, light ? [0, 0, 0] : [255, 255, 255], 0.2)),
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
    '--text-subtle': light ? '#5c616a' : '#8a9099',
    '--on-primary': luminance(primary) > 0.45 ? '#0c1d18' : '#ffffff',
    // The status colours each theme picks for its own background, whichever theme is chosen.
    '--danger': light ? '#b42318' : '#ff7a7a',
    '--warning': light ? '#8a5300' : '#f2c36b',
    '--shadow': light ? '0 10px 30px rgb(20 30 40 / 12%)' : '0 10px 30px rgb(0 0 0 / 35%)',
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
  '--danger',
  '--warning',
  '--shadow',
];

/** Sets the theme and (or, for the theme's own colours, removes) the colour overrides on the document element. */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  applyTheme(appearance.theme, root);
  for (const name of APPLIED) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(appearanceVariables(appearance))) root.style.setProperty(name, value);
}

/** Puts the theme on <html>: theme.css picks its variables by `data-theme`, the browser its form controls and scrollbars by `color-scheme`. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  root.ownerDocument.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme);
  root.ownerDocument.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme].background);
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
