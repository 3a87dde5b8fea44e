import { afterEach, describe, expect, it } from 'vitest';
import { APPEARANCE_KEY, DEFAULT_APPEARANCE, applyAppearance, readAppearance, saveAppearance } from './appearance';

describe('appearance', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  it('defaults to the product colours', () => {
    expect(DEFAULT_APPEARANCE).toEqual({ primary: '#60e0be', secondary: '#b1c0da', background: '#1a1a1a' });
    expect(readAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it('keeps chosen colours in local storage and ignores anything that is not a colour', () => {
    saveAppearance({ primary: '#ff8800', secondary: '#b1c0da', background: '#102030' });
    expect(readAppearance()).toEqual({ primary: '#ff8800', secondary: '#b1c0da', background: '#102030' });
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

  it('overrides the theme variables, and the defaults remove the overrides again', () => {
    const root = document.documentElement;
    applyAppearance({ primary: '#ff8800', secondary: '#b1c0da', background: '#f5f5f5' });
    expect(root.style.getPropertyValue('--primary')).toBe('#ff8800');
    expect(root.style.getPropertyValue('--background')).toBe('#f5f5f5');
    // A light background turns the text dark.
    expect(root.style.getPropertyValue('--text')).toBe('#1b1d21');

    applyAppearance(DEFAULT_APPEARANCE);
    expect(root.style.getPropertyValue('--primary')).toBe('');
    expect(root.style.getPropertyValue('--text')).toBe('');
  });
});
