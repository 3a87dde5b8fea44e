import { $isHeadingNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import type { NodeLink } from '@lorewright/domain/writings/sceneContent';
import { $getSelection, $isRangeSelection } from 'lexical';
import { $linkAround, linkOfNode } from './linkOfNode';
import type { SceneLineStyle } from '@lorewright/domain/writings/sceneLines';
import { $selectionIsSecret } from './secretLines';
import { normalizeColor } from './styleColor';

// What the toolbar shows for the current selection: its line style, bold, colour, link and secret mark.

export interface SelectionFormat {
  lineStyle: SceneLineStyle;
  /** The caret is in a title or subtitle line, where bold has no meaning. */
  inHeading: boolean;
  bold: boolean;
  /** #rrggbb, or '' when the selection has none (or several). */
  color: string;
  /** The link around the whole selection, if it is inside one link. */
  link: NodeLink | null;
  /** Every line the selection touches is secret. */
  secret: boolean;
}

export const NO_SELECTION: SelectionFormat = { lineStyle: '', inHeading: false, bold: false, color: '', link: null, secret: false };

export function $readSelectionFormat(): SelectionFormat {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_SELECTION;
  const line = selection.anchor.getNode().getTopLevelElement();
  const lineStyle: SceneLineStyle = $isHeadingNode(line) ? (line.getTag() === 'h1' ? 'title' : 'subtitle') : '';
  const anchorLink = $linkAround(selection.anchor.getNode());
  const focusLink = $linkAround(selection.focus.getNode());
  return {
    lineStyle,
    inHeading: lineStyle !== '',
    bold: lineStyle === '' && selection.hasFormat('bold'),
    color: normalizeColor($getSelectionStyleValueForProperty(selection, 'color', '')) ?? '',
    link: anchorLink && anchorLink.is(focusLink) ? linkOfNode(anchorLink) : null,
    secret: $selectionIsSecret(),
  };
}
