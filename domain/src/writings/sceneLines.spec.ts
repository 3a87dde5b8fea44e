import { describe, expect, it } from 'vitest';
import { sceneLines, splitSceneLines } from './sceneLines';
import { emptySceneContent, ZERO_WIDTH_SPACE } from './sceneText';

describe('scene lines', () => {
  it('splits at line-break nodes and inside runs, keeping each run its own style', () => {
    const lines = sceneLines([
      { content: 'The Lantern Road', style: 'title' },
      { content: '\n', style: '' },
      { content: 'Snow ', style: '' },
      { content: 'fell', style: 'bold', color: '#ff5444' },
      { content: ' hard.\nMorning', style: '' },
    ]);
    expect(lines).toEqual([
      { style: 'title', runs: [{ content: 'The Lantern Road', style: 'title' }] },
      {
        style: '',
        runs: [
          { content: 'Snow ', style: '' },
          { content: 'fell', style: 'bold', color: '#ff5444' },
          { content: ' hard.', style: '' },
        ],
      },
      { style: '', runs: [{ content: 'Morning', style: '' }] },
    ]);
  });

  it('makes a line a title or subtitle line when any of its runs is one', () => {
    expect(
      sceneLines([
        { content: 'Part ', style: '' },
        { content: 'One\nBelow', style: 'subtitle' },
      ]),
    ).toEqual([
      {
        style: 'subtitle',
        runs: [
          { content: 'Part ', style: '' },
          { content: 'One', style: 'subtitle' },
        ],
      },
      { style: 'subtitle', runs: [{ content: 'Below', style: 'subtitle' }] },
    ]);
  });

  it('keeps empty lines and an empty title line, and drops the placeholder zero-width space', () => {
    expect(
      sceneLines([
        { content: 'A', style: '' },
        { content: '\n', style: '' },
        { content: '\n', style: '' },
        { content: '', style: 'subtitle' },
      ]),
    ).toEqual([
      { style: '', runs: [{ content: 'A', style: '' }] },
      { style: '', runs: [] },
      { style: 'subtitle', runs: [] },
    ]);
    expect(sceneLines(emptySceneContent())).toEqual([{ style: '', runs: [] }]);
  });

  it('keeps the zero-width space for the editor', () => {
    expect(splitSceneLines(emptySceneContent())).toEqual([{ style: '', runs: [{ content: ZERO_WIDTH_SPACE, style: '' }] }]);
  });
});
