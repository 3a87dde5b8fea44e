import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuneText } from './RuneText';
import { makeLanguage, runeKeys } from './testing/runeTesting';

const language = makeLanguage();
const shown = () => screen.getByTestId('rune-text');

describe('RuneText', () => {
  it('draws each key as its rune in order, the longest key first, alt = key', () => {
    render(<RuneText text="the sea" language={language} />);
    expect(runeKeys(shown())).toEqual(['th', 'e', 's', 'e', 'a']);
    expect(screen.getByAltText('th')).toHaveAttribute('src', '/media/runes/u1/th.png');
    // The space has no key: it stays text.
    expect(shown()).toHaveTextContent(/^\s*$/);
  });

  it('keeps the paragraphs and leaves characters without a key as text', () => {
    render(<RuneText text={'tea!\nxs'} language={language} />);
    const paragraphs = shown().querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(runeKeys(paragraphs[0])).toEqual(['t', 'e', 'a']);
    expect(paragraphs[0]).toHaveTextContent('!');
    expect(paragraphs[1]).toHaveTextContent('x');
    expect(runeKeys(paragraphs[1])).toEqual(['s']);
  });

  it('gives the words of the lexicon their meaning on hover, in any case, and no other word', () => {
    render(<RuneText text="Hat hats" language={language} />);
    const word = shown().querySelector('[data-meaning]')!;
    expect(word).toHaveAttribute('title', 'hat (noun): a stone');
    // The alt keeps the text as written; the capital takes the rune of its lower-case key.
    expect(runeKeys(word as HTMLElement)).toEqual(['H', 'a', 't']);
    expect(word.querySelector('img')).toHaveAttribute('src', '/media/runes/u1/h.png');
    expect(shown().querySelectorAll('[data-meaning]')).toHaveLength(1);
    // A rune carries no title of its own, so hovering it shows its word's meaning.
    expect(screen.getAllByRole('img').every((image) => !image.hasAttribute('title'))).toBe(true);
  });

  it('inverts the runes’ colours on request', () => {
    const { rerender } = render(<RuneText text="tea" language={language} />);
    expect(shown().className).not.toMatch(/inverted/);
    rerender(<RuneText text="tea" language={language} inverted />);
    expect(shown().className).toMatch(/inverted/);
  });

  it('draws a long text’s first paragraphs at once and the rest right after', async () => {
    const text = Array.from({ length: 6 }, () => 'tea '.repeat(25)).join('\n');
    render(<RuneText text={text} language={language} firstPassChars={150} />);
    const drawn = () => [...shown().querySelectorAll('p')].filter((paragraph) => paragraph.querySelector('img')).length;
    expect(shown().querySelectorAll('p')).toHaveLength(6);
    expect(drawn()).toBe(1);
    await waitFor(() => expect(drawn()).toBe(6));
  });
});
