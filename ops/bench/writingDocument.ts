import type { SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';

// A 50,000-word writing as the word processor stores it: 10 scenes of 5,000 words (or as many as
// asked for), each a title line, then paragraphs of runs in the product's styles and colours.
// `variant` changes every word run, so two variants differ in every scene.
const VOCABULARY = ['river', 'stone', 'the', 'of', 'ancient', 'and', 'kingdom', 'whispered', 'under', 'a', 'storm', 'lantern', 'to', 'her', 'silver', 'road'];
const STYLES: Pick<SceneNode, 'style' | 'color'>[] = [{ style: '' }, { style: '' }, { style: 'bold' }, { style: '', color: '#aa3355' }];

export const SCENES = 10;
export const WORDS_PER_SCENE = 5_000;
const WORDS_PER_RUN = 12;
const RUNS_PER_PARAGRAPH = 8;

const words = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => VOCABULARY[(seed * 7 + i * 13 + Math.floor(i / 5)) % VOCABULARY.length]).join(' ');

export const sceneText = (scene: number, variant: number, wordsInScene = WORDS_PER_SCENE): SceneContent => {
  const nodes: SceneContent = [
    { content: `Chapter ${scene + 1}, draft ${variant}`, style: 'title' },
    { content: '\n', style: '' },
  ];
  for (let run = 0; run * WORDS_PER_RUN < wordsInScene; run++) {
    nodes.push({ content: `${words(WORDS_PER_RUN, scene * 1_000 + run + variant)} `, ...STYLES[run % STYLES.length] });
    if (run % RUNS_PER_PARAGRAPH === RUNS_PER_PARAGRAPH - 1) nodes.push({ content: '\n', style: '' });
  }
  return nodes;
};

export const wordCount = (scenes: SceneContent[]) => scenes.flatMap((content) => content.flatMap((node) => node.content.split(/\s+/).filter(Boolean))).length;
