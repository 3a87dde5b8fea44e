import type { SceneContent, SceneNode } from './sceneContent';
import { LINE_BREAK } from './sceneText';

// Secret lines of a scene (product.md, 'Secret scene lines'): a whole-line mark, like title and
// subtitle, carried as `secret: true` by the runs of the line. Only those who may edit the writing
// ever receive a secret line; every read for anyone else (the writing read, the list and search
// previews, a manuscript) goes through withoutSecretLines, the one place the rule is written.
//
// A line is secret when any run of it is marked: a line half marked (an edit cut short, a hand-made
// import) is hidden whole rather than half shown. A line break that is part of a marked run marks
// nothing by itself, as it styles nothing in sceneLines.ts: a run "\n" marked secret hides no line.

const BREAK_NODE: SceneNode = Object.freeze({ content: LINE_BREAK, style: '' as const });

export const hasSecretLines = (content: readonly SceneNode[]) => content.some((node) => node.secret === true);

// The scene's text with its secret lines taken out, the lines around them joined as they were. One
// pass over the runs, and the very same array when nothing is secret (most scenes): a 50,000-word
// scene is read without a copy. Runs inside a kept line are kept as they are.
export function withoutSecretLines(content: SceneContent): SceneContent {
  if (!hasSecretLines(content)) return content;
  const kept: SceneNode[] = [];
  let line: SceneNode[] = [];
  let secret = false;
  let lines = 0;
  const endLine = () => {
    if (!secret) {
      if (lines > 0) kept.push(BREAK_NODE);
      for (const run of line) kept.push(run);
      lines += 1;
    }
    line = [];
    secret = false;
  };
  for (const node of content) {
    if (!node.content.includes(LINE_BREAK)) {
      line.push(node);
      if (node.secret === true) secret = true;
      continue;
    }
    node.content.split(LINE_BREAK).forEach((part, index) => {
      if (index > 0) endLine();
      if (part === '') return;
      line.push({ ...node, content: part });
      if (node.secret === true) secret = true;
    });
  }
  endLine();
  return kept;
}
