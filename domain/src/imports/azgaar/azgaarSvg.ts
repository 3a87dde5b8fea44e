import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

// Where the map's SVG sits in a .map file's text: line 5 (lines 0 to 4 are `|`-joined values
// and JSON, which hold no raw line break) from its `<svg` to the end tag that closes it, found
// by htmlparser2's XML tokenizer in one pass that stops there (a count of open elements, no
// search: linear whatever the file holds, nested <svg> elements included). `end` is null when
// the root never closes. `attributes`: the root's own, as written.
export interface AzgaarSvgExtent {
  start: number;
  end: number | null;
  attributes: Record<string, string>;
}

const SVG_LINE = 5;

const svgLineStart = (content: string) => {
  let at = 0;
  for (let line = 0; line < SVG_LINE; line++) {
    const lineBreak = content.indexOf('\n', at);
    if (lineBreak < 0) return -1;
    at = lineBreak + 1;
  }
  while (at < content.length && ' \t\r\n'.includes(content[at])) at++;
  return content.startsWith('<svg', at) ? at : -1;
};

const nothing = () => {};

export const locateAzgaarSvg = (content: string): AzgaarSvgExtent | null => {
  const start = svgLineStart(content);
  if (start < 0) return null;
  const svg = content.slice(start);
  const attributes: Record<string, string> = {};
  let depth = 0;
  let inRootTag = true;
  let end: number | null = null;
  let attribute: { name: string; value: string } | null = null;
  const tokenizer: Tokenizer = new Tokenizer({ xmlMode: true, decodeEntities: false }, {
    onattribname(from, to) {
      attribute = inRootTag ? { name: svg.slice(from, to), value: '' } : null;
    },
    onattribdata(from, to) {
      if (attribute) attribute.value += svg.slice(from, to);
    },
    onattribend() {
      if (attribute && !Object.hasOwn(attributes, attribute.name)) attributes[attribute.name] = attribute.value;
      attribute = null;
    },
    onopentagend() {
      inRootTag = false;
      depth++;
    },
    onselfclosingtag(at) {
      inRootTag = false;
      if (depth === 0) {
        end = start + at + 1;
        tokenizer.pause();
      }
    },
    onclosetag(_from, to) {
      depth--;
      if (depth === 0) {
        // After an end tag's name only white space comes before its `>`.
        const closing = svg.indexOf('>', to);
        end = closing < 0 ? null : start + closing + 1;
        tokenizer.pause();
      }
    },
    onattribentity: nothing,
    oncdata: nothing,
    oncomment: nothing,
    ondeclaration: nothing,
    onend: nothing,
    onopentagname: nothing,
    onprocessinginstruction: nothing,
    ontext: nothing,
    ontextentity: nothing,
  } satisfies TokenizerCallbacks);
  tokenizer.write(svg);
  return { start, end, attributes };
};
