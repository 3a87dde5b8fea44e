import { Parser } from 'htmlparser2';

// Markers as saves from before the generator's 1.7 keep them: no markers list, but one
// `<use id="markerElementN" data-x data-y …>` per marker in the SVG's `<g id="markers">`, with
// its note under the same id. The generator's own loader turns them into the list on opening
// (auto-update.ts, "v1.7 changed markers data"): numbered in document order, placed at data-x,
// data-y moved by the element's translate(). Read here the same way, by htmlparser2's XML
// parser in one pass (linear whatever the SVG holds).
// A type, not an interface: it is read beside the list's plain records.
export type OldMarker = {
  i: number;
  x: number;
  y: number;
  // The id its note was saved under.
  noteId: string;
};

// `translate(dx, dy)` or `translate(dx dy)`: its two numbers, split by hand (no pattern).
const translationOf = (transform: string | undefined): [number, number] => {
  if (!transform) return [0, 0];
  const open = transform.indexOf('translate(');
  const close = open < 0 ? -1 : transform.indexOf(')', open);
  if (close < 0) return [0, 0];
  const [dx, dy] = transform
    .slice(open + 'translate('.length, close)
    .split(/[\s,]/)
    .filter((part) => part !== '')
    .map(Number);
  return [Number.isFinite(dx) ? dx : 0, Number.isFinite(dy) ? dy : 0];
};

export const oldMarkersOf = (svg: string): OldMarker[] => {
  const markers: OldMarker[] = [];
  // How deep inside <g id="markers"> the parser is (0: outside it).
  let inside = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (inside > 0) {
          inside++;
          if (name !== 'use' || !attributes.id) return;
          const [dx, dy] = translationOf(attributes.transform);
          const x = Number(attributes['data-x']) + dx;
          const y = Number(attributes['data-y']) + dy;
          if (Number.isFinite(x) && Number.isFinite(y)) markers.push({ i: markers.length, x, y, noteId: attributes.id });
        } else if (name === 'g' && attributes.id === 'markers') {
          inside = 1;
        }
      },
      onclosetag() {
        if (inside > 0) inside--;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(svg);
  return markers;
};
