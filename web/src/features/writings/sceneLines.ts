import { type SceneContent, type SceneNode } from '@lorewright/domain/writings/sceneContent';
import { LINE_BREAK, ZERO_WIDTH_SPACE } from '@lorewright/domain/writings/sceneText';

// Stored scene text as lines for reading (sceneContent.ts): a line ends at every '\n' (a node
// of its own, or inside a run); title and subtitle style the whole line, bold and colour a run.

export type LineStyle = 'title' | 'subtitle' | '';

export interface SceneLine {
  style: LineStyle;
  runs: SceneNode[];
}

export function sceneLines(content: SceneContent): SceneLine[] {
  const lines: SceneLine[] = [{ style: '', runs: [] }];
  for (const node of content) {
    node.content.split(LINE_BREAK).forEach((part, index) => {
      if (index > 0) lines.push({ style: '', runs: [] });
      const line = lines[lines.length - 1]!;
      if (line.style === '' && (node.style === 'title' || node.style === 'subtitle')) line.style = node.style;
      // The zero-width space only holds an empty document's place.
      const text = part.replaceAll(ZERO_WIDTH_SPACE, '');
      if (text !== '') line.runs.push({ ...node, content: text });
    });
  }
  return lines;
}
