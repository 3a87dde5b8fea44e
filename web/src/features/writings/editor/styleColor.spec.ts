import { describe, expect, it } from 'vitest';
import { colorOfStyle, colorStyle, normalizeColor } from './styleColor';

describe('text colour in a style string', () => {
  it('writes and reads back #rrggbb', () => {
    expect(colorStyle('#a1b2c3')).toBe('color: #a1b2c3;');
    expect(colorStyle(undefined)).toBe('');
    expect(colorOfStyle(colorStyle('#a1b2c3'))).toBe('#a1b2c3');
  });

  it('finds the colour among other declarations, not in background-color', () => {
    expect(colorOfStyle('background-color: #000000; color: #112233')).toBe('#112233');
    expect(colorOfStyle('background-color: #000000')).toBeUndefined();
  });

  it('turns #rgb and rgb() into #rrggbb and refuses the rest', () => {
    expect(normalizeColor('#AbC')).toBe('#aabbcc');
    expect(normalizeColor('rgb(1, 2, 255)')).toBe('#0102ff');
    expect(normalizeColor('rgba(1 2 3 / 0)')).toBeUndefined();
    expect(normalizeColor('rgb(300, 0, 0)')).toBeUndefined();
    expect(normalizeColor('red')).toBeUndefined();
  });
});
