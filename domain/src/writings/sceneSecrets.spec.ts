import { describe, expect, it } from 'vitest';
import type { SceneContent } from './sceneContent';
import { sceneLines } from './sceneLines';
import { hasSecretLines, withoutSecretLines } from './sceneSecrets';
import { scenePlainText } from './sceneText';

const br = { content: '\n', style: '' as const };
const text = (content: string, fields: object = {}) => ({ content, style: '' as const, ...fields });

describe('secret scene lines', () => {
  it('are taken out whole, the lines around them joined as they were', () => {
    const content: SceneContent = [
      text('Chapter', { style: 'title' }),
      br,
      text('The heir ', { secret: true }),
      text('lives', { style: 'bold', secret: true }),
      br,
      text('Snow fell.'),
      br,
      text('Only I know.', { secret: true }),
    ];
    const shown = withoutSecretLines(content);
    expect(shown).toEqual([text('Chapter', { style: 'title' }), br, text('Snow fell.')]);
    expect(scenePlainText(shown)).not.toMatch(/heir|lives|Only/);
  });

  it('keep empty lines and a secret title line hides its whole line', () => {
    const content: SceneContent = [text('A'), br, br, text('Hidden', { style: 'title', secret: true }), br, text('B')];
    expect(sceneLines(withoutSecretLines(content)).map((line) => line.runs.map((run) => run.content).join(''))).toEqual(['A', '', 'B']);
  });

  it('hide a line any run of which is marked, a line break inside a run splitting it too', () => {
    const content: SceneContent = [
      text('Open '),
      text('half', { secret: true }),
      text(' more\nNext'),
      text('Gone\nStill gone', { secret: true }),
      br,
      text('End'),
    ];
    expect(scenePlainText(withoutSecretLines(content))).toBe('End');
    expect(sceneLines([text('Open\nshut', { secret: true }), br, text('Fine')]).map((line) => line.secret ?? false)).toEqual([true, true, false]);
  });

  it('a marked line break alone hides no line', () => {
    expect(withoutSecretLines([text('A'), { ...br, secret: true }, text('B')])).toEqual([text('A'), br, text('B')]);
  });

  it('leave a scene with nothing secret as the very same array, and one all secret empty', () => {
    const plain: SceneContent = [text('A'), br, text('B', { secret: false })];
    expect(hasSecretLines(plain)).toBe(false);
    expect(withoutSecretLines(plain)).toBe(plain);
    expect(withoutSecretLines([text('S', { secret: true }), br, text('T', { secret: true })])).toEqual([]);
  });

  it('read a 50,000-word scene in one linear pass', () => {
    const content: SceneContent = Array.from({ length: 19_999 }, (_, i) => (i % 2 === 1 ? br : text('word '.repeat(5), i % 4 === 0 ? { secret: true } : {})));
    const started = Date.now();
    const shown = withoutSecretLines(content);
    expect(Date.now() - started).toBeLessThan(200);
    expect(shown.some((node) => node.secret)).toBe(false);
    expect(sceneLines(shown)).toHaveLength(5_000);
  });
});
