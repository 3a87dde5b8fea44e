import type { FamilyTreeView } from '@lorewright/domain/relations/relationView';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { elementKinds } from '../../lib/elementKinds';
import { layOutFamily, NODE_HEIGHT, NODE_WIDTH, relativeToward } from './familyLayout';
import styles from './FamilyTree.module.css';

const wikiPath = elementKinds.wikis.path;

export const FAMILY_TREE_HELP = 'Arrow keys move between relatives; Enter opens one.';

const shortened = (title: string) => (title.length > 18 ? `${title.slice(0, 17)}…` : title);

/**
 * A family drawn as an SVG tree. Each person is a link to their wiki; one of them is in the tab
 * order at a time (the character first) and the arrow keys move to the relative above, below or
 * beside, so the tree is read by keyboard as it is seen.
 */
export function FamilyTree({ tree, title, onOpen }: { tree: FamilyTreeView; title: string; onOpen?: () => void }) {
  const layout = useMemo(() => layOutFamily(tree), [tree]);
  const [current, setCurrent] = useState(tree.rootID);
  const links = useRef(new Map<string, { focus: () => void }>());
  const helpId = useId();
  const navigate = useNavigate();

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const from = layout.people.find((person) => person._id === current);
    const to = from && (event.key === 'Home' ? layout.people.find((p) => p._id === tree.rootID) : relativeToward(layout.people, from, event.key));
    if (!to) return;
    event.preventDefault();
    setCurrent(to._id);
    links.current.get(to._id)?.focus();
  };

  return (
    <div className={styles.frame}>
      <p id={helpId} className={styles.help}>
        {FAMILY_TREE_HELP}
      </p>
      <div className={styles.scroller}>
        <svg
          className={styles.tree}
          role="group"
          aria-label={title}
          aria-describedby={helpId}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          onKeyDown={onKeyDown}
        >
          {layout.lines.map((line) => (
            <path key={line.key} className={line.kind === 'marriage' ? styles.marriage : styles.descent} d={line.d} aria-hidden="true" />
          ))}
          {layout.people.map((person) => (
            <a
              key={person._id}
              href={wikiPath(person._id)}
              ref={(element) => {
                if (element) links.current.set(person._id, element);
                else links.current.delete(person._id);
              }}
              className={person._id === tree.rootID ? `${styles.person} ${styles.root}` : styles.person}
              tabIndex={person._id === current ? 0 : -1}
              aria-label={person._id === tree.rootID ? `${person.title} (this wiki)` : person.title}
              aria-current={person._id === tree.rootID ? 'page' : undefined}
              onFocus={() => setCurrent(person._id)}
              onClick={(event) => {
                // A plain click opens the wiki in the app; with a modifier, as the browser does.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen?.();
                void navigate(wikiPath(person._id));
              }}
            >
              <rect x={person.x - NODE_WIDTH / 2} y={person.y - NODE_HEIGHT / 2} width={NODE_WIDTH} height={NODE_HEIGHT} rx={8} />
              <text x={person.x} y={person.y} dominantBaseline="central" textAnchor="middle" aria-hidden="true">
                {shortened(person.title)}
              </text>
            </a>
          ))}
        </svg>
      </div>
    </div>
  );
}
