import { periodText } from '@lorewright/domain/relations/relationPeriod';
import { relationLabel } from '@lorewright/domain/relations/relationTypes';
import type { RelationView } from '@lorewright/domain/relations/relationView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { elementKinds } from '../../lib/elementKinds';
import { AddRelationForm } from './AddRelationForm';
import { useRelations, useRemoveRelation } from './api';
import styles from './RelationsPanel.module.css';

const wikiPath = elementKinds.wikis.path;

// Loaded when opened: the tree's layout library is needed by no one else.
const FamilyTreeDialog = lazy(() => import('./FamilyTreeDialog'));
const WorldGraphDialog = lazy(() => import('./WorldGraphDialog'));

export const RELATION_TEXTS = {
  title: 'Relations',
  empty: 'No relations yet.',
  add: 'Add relation',
  familyTree: 'Family tree',
  worldGraph: 'World graph',
  remove: (relation: RelationView) => `Remove relation: ${relationLabel(relation.type, relation.custom)} ${relation.other.title}`,
};

/**
 * A wiki's relations to other wikis (both ends show each one, the other end its inverse); the
 * author adds and removes them here. A character's family opens as a tree, and the whole world's
 * relations as a graph.
 */
export function RelationsPanel({ wiki, isAuthor }: { wiki: WikiView; isAuthor: boolean }) {
  const relations = useRelations(wiki._id);
  const remove = useRemoveRelation();
  const [adding, setAdding] = useState(false);
  const [showTree, setShowTree] = useState(false);
  const [showGraph, setShowGraph] = useState(false);
  const headingId = useId();

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {RELATION_TEXTS.title}
        </h2>
        <div className={styles.tools}>
          {wiki.category === 'characters' && (
            <button type="button" className="button button-secondary" onClick={() => setShowTree(true)}>
              {RELATION_TEXTS.familyTree}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => setShowGraph(true)}>
            {RELATION_TEXTS.worldGraph}
          </button>
          {isAuthor && !adding && (
            <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
              {RELATION_TEXTS.add}
            </button>
          )}
        </div>
      </header>
      {relations.isError && <p role="alert">{relations.error.message}</p>}
      {relations.data?.length === 0 && <p className={styles.empty}>{RELATION_TEXTS.empty}</p>}
      {relations.data && relations.data.length > 0 && (
        <ul className={styles.list}>
          {relations.data.map((relation) => (
            <li key={relation._id} className={styles.relation}>
              <span className={styles.type}>{relationLabel(relation.type, relation.custom)}</span>
              <Link className={styles.other} to={wikiPath(relation.other._id)}>
                {relation.other.title}
              </Link>
              {relation.period && <span className={styles.when}>{periodText(relation.period)}</span>}
              {isAuthor && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={RELATION_TEXTS.remove(relation)}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ wikiID: wiki._id, relationID: relation._id })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isAuthor && adding && <AddRelationForm wiki={wiki} onDone={() => setAdding(false)} />}
      {showGraph && (
        <Suspense fallback={null}>
          <WorldGraphDialog worldID={wiki.worldID} onClose={() => setShowGraph(false)} />
        </Suspense>
      )}
      {showTree && (
        <Suspense fallback={null}>
          <FamilyTreeDialog wikiID={wiki._id} title={wiki.title} onClose={() => setShowTree(false)} />
        </Suspense>
      )}
    </section>
  );
}
