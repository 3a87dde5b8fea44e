import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDeepFrozen } from '../shared/deepFreeze';
import { EventSceneContent, SceneContent, SentSceneContent } from './sceneContent';
import { MAX_NODE_CHARS, MAX_SCENE_NODES } from './sceneText';

const run = (fields: object = {}) => ({ content: 'x', style: '', ...fields });
const answer = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? { ok: result.data } : { issues: result.error.issues.map(({ path, message, code }) => ({ path, message, code })) };

describe('scene content sent with a request', () => {
  it('is accepted and refused exactly as SceneContent rules, with the same messages', () => {
    const contents: unknown[] = [
      [run()],
      [],
      'text',
      null,
      {},
      [null],
      ['x'],
      [run({ style: 'italic' })],
      [run({ color: 'red' })],
      [run({ color: '#AABBCC' })],
      [run({ onclick: 'alert(1)' })],
      [run({ link: { url: 'javascript:alert(1)' } })],
      [run({ link: { url: 'https://example.com' } })],
      [run({ link: { url: 'https://example.com', id: 'x' } })],
      [run({ link: { type: 'wiki', id: 'w1', category: 'people' } })],
      [run({ link: { type: 'wiki', id: '' } })],
      [run({ link: { type: 'wiki', id: 'w1', category: 'c'.repeat(41) } })],
      [run({ link: { type: 'nowhere', id: 'w1' } })],
      [run({ link: { type: 'wiki', id: 'w1', mention: true } })],
      [run({ link: { type: 'wiki', id: 'w1', mention: false } })],
      [run({ link: { type: 'wiki', id: 'w1', mention: 'yes' } })],
      [run({ link: { type: 'wiki', id: 'w1', mention: 1 } })],
      [run({ link: { url: 'https://example.com', mention: true } })],
      [run({ link: {} })],
      [run({ link: null })],
      [run({ secret: true })],
      [run({ secret: false })],
      [run({ secret: 'yes' })],
      [run({ secret: null })],
      [run({ secret: 1 })],
      [run({ secret: true, style: 'title', link: { type: 'wiki', id: 'w1', mention: true } })],
      [run({ content: 'x'.repeat(MAX_NODE_CHARS + 1) })],
      [run({ content: 'x'.repeat(MAX_NODE_CHARS) })],
      [{ style: '' }],
      Array.from({ length: MAX_SCENE_NODES + 1 }, () => run()),
      [run(), run({ style: 'bad' }), run({ color: 'x' })],
    ];
    for (const content of contents)
      expect(answer(SentSceneContent.safeParse(content)), JSON.stringify(content)?.slice(0, 80)).toEqual(answer(SceneContent.safeParse(content)));
  });

  it('may mark a link to an element as a mention, with a boolean and nothing else', () => {
    const mention = run({ content: 'Ashvale', link: { type: 'wiki', id: 'w1', mention: true } });
    expect(SentSceneContent.parse([mention])).toEqual([mention]);
    expect(SentSceneContent.safeParse([run({ link: { type: 'wiki', id: 'w1', mention: 'true' } })]).success).toBe(false);
    expect(SentSceneContent.safeParse([run({ link: { type: 'wiki', id: 'w1', mention: null } })]).success).toBe(false);
    expect(SentSceneContent.safeParse([run({ link: { url: 'https://example.com', mention: true } })]).success).toBe(false);
  });

  it('may mark a line secret on each of its runs, with a boolean', () => {
    const secret = [run({ content: 'The heir lives', secret: true }), run({ content: '\n' }), run({ content: 'Open' })];
    expect(SentSceneContent.parse(secret)).toEqual(secret);
    expect(EventSceneContent.parse(JSON.parse(JSON.stringify(secret)))).toEqual(secret);
    expect(SentSceneContent.safeParse([run({ secret: 'true' })]).error?.issues[0]?.message).toBe('A line is marked secret with true or false.');
  });

  it('written before mentions existed stays valid', () => {
    const old = [run({ link: { type: 'wiki', id: 'w1', category: 'people' } }), run({ link: { url: 'https://example.com' } })];
    expect(SentSceneContent.parse(old)).toEqual(old);
    expect(EventSceneContent.parse(JSON.parse(JSON.stringify(old)))).toEqual(old);
  });

  it('is frozen once checked, and then carried into an event as it is', () => {
    const content = SentSceneContent.parse([run(), run({ style: 'bold', link: { type: 'wiki', id: 'w1' } })]);
    expect(isDeepFrozen(content)).toBe(true);
    expect(EventSceneContent.parse(content)).toBe(content);
  });

  it('is checked in full in an event when it was not checked on the way in', () => {
    const unchecked = [run()];
    expect(EventSceneContent.parse(unchecked)).toEqual(unchecked);
    expect(EventSceneContent.parse(unchecked)).not.toBe(unchecked);
    expect(EventSceneContent.safeParse([run({ style: 'italic' })]).success).toBe(false);
    expect(EventSceneContent.safeParse(Object.freeze([run({ style: 'italic' })])).success).toBe(false);
  });
});
