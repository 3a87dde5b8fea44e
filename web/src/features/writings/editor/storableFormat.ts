import { LinkNode } from '@lexical/link';
import { $isHeadingNode, HeadingNode } from '@lexical/rich-text';
import { $dfs, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  IS_BOLD,
  TextNode,
  type LexicalEditor,
} from 'lexical';
import { $isElementLinkNode } from './ElementLinkNode';
import { colorStyle, colorOfStyle } from './styleColor';
import { isStorableUrl } from './urlLinks';

// Keeps the editor's document inside what a scene can store, so what the author sees is what
// is saved and reloaded: bold only outside headings, no other text formats (Ctrl+I, Ctrl+U, a
// paste from a word processor), colour as the only inline style, headings h1 (title) and h2
// (subtitle), links to http(s) pages or to elements, and no soft line breaks (Shift+Enter
// starts a new line, as the stored format has only lines).

export function registerStorableFormat(editor: LexicalEditor): () => void {
  return mergeRegister(
    // Returning true swallows the command: no format but bold reaches the text.
    editor.registerCommand(FORMAT_TEXT_COMMAND, (format) => format !== 'bold', COMMAND_PRIORITY_HIGH),
    editor.registerCommand(
      INSERT_LINE_BREAK_COMMAND,
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertParagraph();
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerNodeTransform(TextNode, $keepStorableText),
    editor.registerNodeTransform(HeadingNode, (heading) => {
      if (heading.getTag() !== 'h1' && heading.getTag() !== 'h2') heading.setTag('h2');
      // A line that just became a heading keeps its runs, which may still be bold.
      for (const { node } of $dfs(heading)) if ($isTextNode(node)) $keepStorableText(node);
    }),
    editor.registerNodeTransform(LinkNode, (link) => {
      if ($isElementLinkNode(link) || isStorableUrl(link.getURL())) return;
      for (const child of link.getChildren()) link.insertBefore(child);
      link.remove();
    }),
  );
}

function $keepStorableText(node: TextNode): void {
  const format = !$isHeadingNode(node.getTopLevelElement()) && node.hasFormat('bold') ? IS_BOLD : 0;
  if (node.getFormat() !== format) node.setFormat(format);
  const style = colorStyle(colorOfStyle(node.getStyle()));
  if (node.getStyle() !== style) node.setStyle(style);
}
