import { readFileSync } from 'node:fs';
import path from 'node:path';

// The web app's stylesheets read from disk as text, in Node (the component specs load no CSS:
// Vitest blanks even a stylesheet's ?raw import), for busyButtons.e2e.ts.
export const cssText = (file: string): string => readFileSync(path.join(import.meta.dirname, '../src', file), 'utf8');
const themeCss = cssText('styles/theme.css');

// The contrast a disabled `.button` keeps (theme.css: subtle text on the surface), faded by the
// opacity a stylesheet adds to it, over each backdrop a button sits on. WCAG 2.1 relative
// luminance and contrast ratio.

type Rgb = [number, number, number];
export type Theme = 'dark' | 'light';

const blockOf = (theme: Theme): string => {
  const start = theme === 'dark' ? themeCss.indexOf(':root') : themeCss.indexOf("[data-theme='light'] {");
  return themeCss.slice(start, themeCss.indexOf('}', start));
};

const tokenOf = (theme: Theme, name: string): Rgb => {
  const hex = new RegExp(`--${name}:\\s*#([0-9a-f]{6});`, 'i').exec(blockOf(theme))?.[1];
  if (!hex) throw new Error(`No colour --${name} in the ${theme} theme`);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
};

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const over = (colour: Rgb, backdrop: Rgb, opacity: number): Rgb => colour.map((c, i) => c * opacity + backdrop[i] * (1 - opacity)) as Rgb;

/** The opacity a stylesheet's rule for `selector` sets, 1 when it sets none (the rule must exist). */
export const opacityIn = (css: string, selector: string): number => {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`No rule ${selector} in the stylesheet`);
  const value = /opacity:\s*([\d.]+)/.exec(css.slice(at, css.indexOf('}', at)))?.[1];
  return value === undefined ? 1 : Number(value);
};

/** The lowest contrast of a disabled button faded to `opacity`, over the page, a card and a raised card. */
export const disabledButtonContrast = (theme: Theme, opacity: number): number => {
  const [text, face] = [tokenOf(theme, 'text-subtle'), tokenOf(theme, 'surface')];
  const backdrops = ['background', 'surface', 'surface-raised'].map((name) => tokenOf(theme, name));
  return Math.min(...backdrops.map((backdrop) => contrast(over(text, backdrop, opacity), over(face, backdrop, opacity))));
};
