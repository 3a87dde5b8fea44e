import type { SceneContent, SceneNode } from './sceneContent';
import { LINE_BREAK, ZERO_WIDTH_SPACE } from './sceneText';

// Stored scene text (sceneContent.ts) as lines, the one rule the editor, the reading view and
// every export share: a line ends at each '\n' (canonically a node of its own; one inside a run
// splits it too) and empty pieces are dropped; title and subtitle style the whole line, bold and
// colour a run. An empty run keeps only its line style: that is how an empty title line is stored.
// A line is secret when any of its runs is marked so (sceneSecrets.ts has the rule).

export type SceneLineStyle = 'title' | 'subtitle' | '';

export interface SceneLine {
  style: SceneLineStyle;
  runs: SceneNode[];
  // Present only on a secret line: what the author's editor, reading view and exports mark.
  secret?: true;
}

// The lines exactly as stored, the zero-width space included: what the editor loads.
export function splitSceneLines(content: SceneContent): SceneLine[] {
  const lines: SceneLine[] = [{ style: '', runs: [] }];
  for (const node of content) {
    node.content.split(LINE_BREAK).forEach((part, index) => {
      if (index > 0) lines.push({ style: '', runs: [] });
      const line = lines[lines.length - 1];
      if (part === '' && node.content !== '') return;
      if (line.style === '' && (node.style === 'title' || node.style === 'subtitle')) line.style = node.style;
      if (node.secret === true) line.secret = true;
      if (part !== '') line.runs.push({ ...node, content: part });
    });
  }
  return lines;
}

// For reading and exporting: the zero-width space only holds an empty document's place, so it is
// dropped, with any run it leaves empty.
export function sceneLines(content: SceneContent): SceneLine[] {
  return splitSceneLines(content).map((line) => ({
    style: line.style,
    ...(line.secret ? { secret: true as const } : {}),
    runs: line.runs.map((run) => ({ ...run, content: run.content.replaceAll(ZERO_WIDTH_SPACE, '') })).filter((run) => run.content !== ''),
  }));
}
