import { WIKI_CATEGORY_STYLE } from '@lorewright/domain/wikis/wikiCategories';
import { WIKI_CATEGORIES, type WikiCategory } from '@lorewright/domain/wikis/wikiView';
import type { WorldRelationsView } from '@lorewright/domain/relations/relationView';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { elementKinds } from '../../lib/elementKinds';
import { GRAPH_NODE_RADIUS, kindLabel, kindsIn, layOutWorldGraph } from './worldGraphLayout';
import styles from './WorldGraph.module.css';

export const GRAPH_TEXTS = {
  kind: 'Kind of relation',
  allKinds: 'All kinds',
  categories: 'Categories',
  empty: 'No relations to show.',
  label: 'Relations between the wikis of this world',
};

const wikiPath = elementKinds.wikis.path;
const shortened = (title: string) => (title.length > 20 ? `${title.slice(0, 19)}…` : title);

/**
 * A world's wikis and their relations as a force-laid graph, filtered by kind and category.
 * Each wiki is a link (Tab moves through them); its name says its category and how many
 * relations it has, so the graph reads as a list without the picture.
 */
export function WorldGraph({ graph, onOpen }: { graph: WorldRelationsView; onOpen?: () => void }) {
  const [kind, setKind] = useState<string | null>(null);
  const [categories, setCategories] = useState<ReadonlySet<WikiCategory>>(new Set(WIKI_CATEGORIES));
  const layout = useMemo(() => layOutWorldGraph(graph, { kind, categories }), [graph, kind, categories]);
  const kinds = useMemo(() => kindsIn(graph), [graph]);
  const navigate = useNavigate();
  const id = useId();

  const toggle = (category: WikiCategory) => {
    const next = new Set(categories);
    if (!next.delete(category)) next.add(category);
    setCategories(next);
  };

  return (
    <div className={styles.graph}>
      <div className={styles.filters}>
        <div className="form-field">
          <label htmlFor={`${id}-kind`} className="form-label">
            {GRAPH_TEXTS.kind}
          </label>
          <select id={`${id}-kind`} className="text-input" value={kind ?? ''} onChange={(event) => setKind(event.target.value || null)}>
            <option value="">{GRAPH_TEXTS.allKinds}</option>
            {kinds.map((each) => (
              <option key={each} value={each}>
                {kindLabel(each)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.categories}>
          <legend className="form-label">{GRAPH_TEXTS.categories}</legend>
          {WIKI_CATEGORIES.map((category) => (
            <label key={category} className={styles.category}>
              <input type="checkbox" checked={categories.has(category)} onChange={() => toggle(category)} />
              <span className={styles.swatch} style={{ background: WIKI_CATEGORY_STYLE.get(category)?.color }} aria-hidden="true" />
              {WIKI_CATEGORY_STYLE.get(category)?.label ?? category}
            </label>
          ))}
        </fieldset>
      </div>
      {layout.nodes.length === 0 ? (
        <p className={styles.empty}>{GRAPH_TEXTS.empty}</p>
      ) : (
        <div className={styles.scroller}>
          <svg
            className={styles.svg}
            role="group"
            aria-label={GRAPH_TEXTS.label}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            width={layout.width}
            height={layout.height}
          >
            {layout.edges.map((edge) => (
              <line key={edge._id} className={styles.edge} x1={edge.x1} y1={edge.y1} x2={edge.x2} y2={edge.y2} aria-hidden="true">
                <title>{edge.label}</title>
              </line>
            ))}
            {layout.nodes.map((node) => {
              const look = WIKI_CATEGORY_STYLE.get(node.category);
              return (
                <a
                  key={node._id}
                  href={wikiPath(node._id)}
                  className={styles.node}
                  aria-label={`${node.title}, ${look?.label ?? node.category}, ${node.degree} ${node.degree === 1 ? 'relation' : 'relations'}`}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onOpen?.();
                    void navigate(wikiPath(node._id));
                  }}
                >
                  <circle cx={node.x} cy={node.y} r={GRAPH_NODE_RADIUS + Math.min(node.degree, 6)} style={{ fill: look?.color }} />
                  <text x={node.x} y={node.y + GRAPH_NODE_RADIUS + 20} textAnchor="middle" aria-hidden="true">
                    {shortened(node.title)}
                  </text>
                </a>
              );
            })}
          </svg>
        </div>
      )}
    </div>
  );
}
