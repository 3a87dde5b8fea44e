import { describe, expect, it } from 'vitest';
import { arrowKey, zoomKey } from './keyboardNavigation';

const on = (tag: string) => document.createElement(tag);
const key = (name: string, target: Element = on('button'), modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: name,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('keys of the map and timeline pages', () => {
  it('+ (or = unshifted) zooms in and − zooms out', () => {
    expect(['+', '=', '-', '−', '_', 'a'].map((name) => zoomKey(key(name)))).toEqual([1, 1, -1, -1, -1, null]);
  });

  it('arrows give their direction on screen, y downwards', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter'].map((name) => arrowKey(key(name)))).toEqual([[-1, 0], [1, 0], [0, -1], [0, 1], null]);
  });

  it('a key typed into a field, or a browser shortcut, is neither', () => {
    for (const field of [on('input'), on('textarea'), on('select')]) {
      expect(zoomKey(key('+', field))).toBeNull();
      expect(arrowKey(key('ArrowLeft', field))).toBeNull();
    }
    const editable = on('div');
    editable.setAttribute('contenteditable', 'true');
    expect(zoomKey(key('-', editable))).toBeNull();
    expect(zoomKey(key('+', on('button'), { ctrlKey: true }))).toBeNull();
    expect(arrowKey(key('ArrowLeft', on('button'), { altKey: true }))).toBeNull();
  });
});
