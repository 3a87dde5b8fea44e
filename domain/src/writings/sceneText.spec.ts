import { describe, expect, it } from 'vitest';
import type { SceneContent } from './sceneContent';
import { contentPreview, scenePlainText, ZERO_WIDTH_SPACE } from './sceneText';

// The preview as product.md §9 defines it: the whole plain text, whitespace runs made one space,
// trimmed, cut at `length` with '...' when longer. contentPreview must equal it while reading
// only a prefix of the scene.
const previewOfWholeText = (content: SceneContent, length: number) => {
  const text = scenePlainText(content).replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length)}...` : text;
};

const nodes = (...texts: string[]): SceneContent => texts.map((content) => ({ content, style: '' }));

describe('contentPreview', () => {
  const cases: [string, SceneContent][] = [
    ['an empty scene', []],
    ['a new document (one zero-width space)', nodes(ZERO_WIDTH_SPACE)],
    ['a short scene', nodes('Chapter 1', '\n', 'It began.')],
    ['exactly 50 characters', nodes('x'.repeat(50))],
    ['51 characters', nodes('x'.repeat(51))],
    ['50 characters and then only whitespace', nodes('y'.repeat(50), '   ', '\n', '\t ')],
    ['50 characters, a space, one more', nodes('y'.repeat(50), ' ', 'z')],
    ['leading whitespace and zero-width spaces', nodes('\n', '   ', ZERO_WIDTH_SPACE, '  a', 'b'.repeat(60))],
    ['a zero-width space joining two words at the cut', nodes('w'.repeat(49), ZERO_WIDTH_SPACE, 'v', ' tail')],
    ['a whitespace run across nodes at the cut', nodes('q'.repeat(49), ' ', '\n\n', '  ', 'r'.repeat(10))],
    ['many tiny whitespace nodes before the text', nodes(...Array.from({ length: 500 }, () => ' '), 'late text', 'x'.repeat(80))],
    ['a long scene', nodes(...Array.from({ length: 400 }, (_, i) => `run ${i} of the river and the stone `))],
  ];

  it.each(cases)('equals the preview of the whole text for %s', (_name, content) => {
    for (const length of [20, 50] as const) expect(contentPreview(content, length)).toBe(previewOfWholeText(content, length));
  });

  it('equals it on scenes of random runs of letters, spaces, line breaks and zero-width spaces', () => {
    const pieces = ['a', 'bc', ' ', '  ', '\n', '\t', ZERO_WIDTH_SPACE, 'word ', ' x'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 500; round++) {
      const content = nodes(
        ...Array.from({ length: Math.floor(next() * 60) }, () => pieces[Math.floor(next() * pieces.length)].repeat(1 + Math.floor(next() * 8))),
      );
      for (const length of [20, 50] as const) expect(contentPreview(content, length)).toBe(previewOfWholeText(content, length));
    }
  });
});
