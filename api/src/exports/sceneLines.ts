import type { SceneContent, SceneNode } from '@lorewright/domain/writings/sceneContent';

// A scene's stored text (domain/src/writings/sceneContent.ts) as the lines every export writes:
// a line ends at each '\n' (canonically a run of its own; one inside a run splits it too);
// empty pieces are dropped; a line is a title or subtitle line when one of its runs says so
// (those styles are whole-line), else a plain one. The offline page (sceneHtml.ts), the vault
// (markdown/sceneMarkdown.ts) and the manuscripts (manuscript/) all read scenes through this.

export type SceneLineStyle = 'title' | 'subtitle' | '';

export interface SceneLine {
  style: SceneLineStyle;
  runs: SceneNode[];
}

const isLineStyle = (style: string): style is 'title' | 'subtitle' => style === 'title' || style === 'subtitle';

export const sceneLines = (content: SceneContent): SceneLine[] => {
  const lines: SceneNode[][] = [[]];
  for (const node of content) {
    node.content.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({ ...node, content: part });
    });
  }
  return lines.map((runs) => ({ style: runs.map((run) => run.style).find(isLineStyle) ?? '', runs }));
};
