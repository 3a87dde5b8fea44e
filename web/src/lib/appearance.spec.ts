import { afterEach, describe, expect, it } from 'vitest';
import themeStartScript from '../../public/theme-start.js?raw';
import { APPEARANCE_KEY, DEFAULT_APPEARANCE, THEME_COLOURS, applyAppearance, readAppearance, saveAppearance, withTheme } from './appearance';

describe('appearance', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.documentElement.dataset.theme = 'dark';
  });

  it('defaults to the dark theme in the product colours', () => {
    expect(DEFAULT_APPEARANCE).toEqual({ theme: 'dark', primary: '#60e0be', secondary: '#b1c0da', background: '#1a1a1a' });
    expect(readAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it('keeps chosen colours in local storage and ignores anything that is not a colour', () => {
    saveAppearance({ theme: 'dark', primary: '#ff8800', secondary: '#b1c0da', background: '#102030' });
    expect(readAppearance()).toEqual({ theme: 'dark', primary: '#ff8800', secondary: '#b1c0da', background: '#102030' });
    localStorage.setItem(APPEARANCE_KEY, JSON.stringify({ primary: 'red', background: 5 }));
    expect(readAppearance()).toEqual(DEFAULT_APPEARANCE);
    localStorage.setItem(APPEARANCE_KEY, '{not json');
    expect(readAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it('saving the defaults forgets the stored colours', () => {
    saveAppearance({ ...DEFAULT_APPEARANCE, primary: '#ff8800' });
    saveAppearance(DEFAULT_APPEARANCE);
    expect(localStorage.getItem(APPEARANCE_KEY)).toBeNull();
  });

  it('keeps the light theme, reads an unknown theme as dark, and fills missing colours from the theme', () => {
    saveAppearance({ theme: 'light', ...THEME_COLOURS.light });
    expect(JSON.parse(localStorage.getItem(APPEARANCE_KEY) ?? '{}')).toMatchObject({ theme: 'light' });
    expect(readAppearance()).toEqual({ theme: 'light', ...THEME_COLOURS.light });
    localStorage.setItem(APPEARANCE_KEY, JSON.stringify({ theme: 'light', primary: '#ff8800' }));
    expect(readAppearance()).toEqual({ ...THEME_COLOURS.light, theme: 'light', primary: '#ff8800' });
    localStorage.setItem(APPEARANCE_KEY, JSON.stringify({ theme: 'sepia' }));
    expect(readAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it("switching the theme moves the theme's own colours along and keeps chosen ones", () => {
    expect(withTheme(DEFAULT_APPEARANCE, 'light')).toEqual({ theme: 'light', ...THEME_COLOURS.light });
    expect(withTheme({ ...DEFAULT_APPEARANCE, primary: '#ff8800' }, 'light')).toEqual({ ...THEME_COLOURS.light, theme: 'light', primary: '#ff8800' });
    expect(withTheme(withTheme(DEFAULT_APPEARANCE, 'light'), 'dark')).toEqual(DEFAULT_APPEARANCE);
  });

  it('puts the theme on <html> with its color-scheme, with no colour overrides for its own colours', () => {
    const root = document.documentElement;
    applyAppearance({ theme: 'light', ...THEME_COLOURS.light });
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    expect(root.style.getPropertyValue('--primary')).toBe('');

    applyAppearance(DEFAULT_APPEARANCE);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('the script in <head> applies a stored light theme before the app loads, and leaves dark alone', () => {
    const root = document.documentElement;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file the page runs, as the page runs it
    const run = () => new Function(themeStartScript)() as void;
    run();
    expect(root.dataset.theme).toBe('dark');
    saveAppearance({ theme: 'light', ...THEME_COLOURS.light });
    run();
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    localStorage.setItem(APPEARANCE_KEY, '{not json');
    root.dataset.theme = 'dark';
    run();
    expect(root.dataset.theme).toBe('dark');
  });

  it('overrides the theme variables, and the defaults remove the overrides again', () => {
    const root = document.documentElement;
    applyAppearance({ theme: 'dark', primary: '#ff8800', secondary: '#b1c0da', background: '#f5f5f5' });
    expect(root.style.getPropertyValue('--primary')).toBe('#ff8800');
    expect(root.style.getPropertyValue('--background')).toBe('#f5f5f5');
    // A light background turns the text dark.
    expect(root.style.getPropertyValue('--text')).toBe('#1b1d21');

    applyAppearance(DEFAULT_APPEARANCE);
    expect(root.style.getPropertyValue('--primary')).toBe('');
    expect(root.style.getPropertyValue('--text')).toBe('');
  });
});
