import { splitLinks } from '../wikis/sectionLinks';
import { snippetOf } from './linkingPart';
import { elementTarget } from './sceneLinks';

// Words either side of a link that a section's backlink shows.
const AROUND = 70;

// The elements a wiki section's text links to ('type:id'), each once, with the words around its
// first link (other links in them left out).
export const sectionTargets = (content: string): Map<string, string> => {
  const pieces = splitLinks(content);
  const targets = new Map<string, string>();
  pieces.forEach((piece, i) => {
    if (!('link' in piece)) return;
    const target = elementTarget(piece.link.type, piece.link.id);
    if (targets.has(target)) return;
    const before = pieces[i - 1];
    const after = pieces[i + 1];
    const textBefore = before && 'text' in before ? before.text.slice(-AROUND) : '';
    const textAfter = after && 'text' in after ? after.text.slice(0, AROUND) : '';
    targets.set(target, snippetOf(`${textBefore}…${textAfter}`.replace(/^…|…$/g, '')));
  });
  return targets;
};
