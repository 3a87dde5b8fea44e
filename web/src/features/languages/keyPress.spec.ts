import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { describe, expect, it } from 'vitest';
import { EMPTY_KEY_DRAFT, keyDraftProblem, pressKey, type KeyDraft } from './keyPress';
import { makeLanguage } from './testing/languagePageFixtures';

const typing = (...keys: string[]) => keys.reduce<KeyDraft>(pressKey, EMPTY_KEY_DRAFT);
const { keyMap } = makeLanguage();

describe('naming a key by pressing keys', () => {
  it('appends characters and takes the last one away on Backspace', () => {
    expect(typing('n', 'g')).toEqual({ typed: 'ng', refused: null });
    expect(typing('n', 'g', 'Backspace')).toEqual({ typed: 'n', refused: null });
    expect(typing('😀', 'Backspace').typed).toBe('');
  });

  it('refuses Backspace on nothing and Space, keeping what was typed', () => {
    expect(typing('Backspace').refused).toBe(m.backspaceNotAllowed);
    expect(typing('x', ' ')).toEqual({ typed: 'x', refused: m.spaceNotAllowed });
    expect(typing('x', ' ', 'y')).toEqual({ typed: 'xy', refused: null });
  });

  it('ignores presses that name nothing', () => {
    expect(typing('Shift', 'ArrowLeft', 'Tab', 'Enter', 'q')).toEqual({ typed: 'q', refused: null });
  });

  it('refuses a key another entry uses, but not the key itself', () => {
    expect(keyDraftProblem(typing('t', 'h'), 'a', keyMap)).toBe(m.keyInUse('th'));
    expect(keyDraftProblem(typing('a'), 'a', keyMap)).toBeNull();
    expect(keyDraftProblem(typing('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'), 'a', keyMap)).toBe(m.keyTooLong);
  });
});
