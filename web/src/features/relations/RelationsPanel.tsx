import { relationLabel } from '@lorewright/domain/relations/relationTypes';
import type { RelationView } from '@lorewright/domain/relations/relationView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useRelations, useRemoveRelation } from './api';
import { RelationForm } from './RelationForm';
import { useWorldCalendar } from '../worldTime/api';
import { RelationRow } from './RelationRow';
import styles from './RelationsPanel.module.css';
import { WORLD_GRAPH_BUTTON, WorldGraphButton } from './WorldGraphButton';

// Loaded when opened: the tree's layout library is needed by no one else.
const FamilyTreeDialog = lazy(() => import('./FamilyTreeDialog'));

export const RELATION_TEXTS = {
  title: 'Relations',
  empty: 'No relations yet.',
  add: 'Add relation',
  familyTree: 'Family tree',
  worldGraph: WORLD_GRAPH_BUTTON,
  confirmRemove: (relation: RelationView) => `Remove the relation “${relationLabel(relation.type, relation.custom)} ${relation.other.title}”?`,
  removeText: (relation: RelationView) => `${relation.other.title} will no longer show it either.`,
};

// Which form is open: none, a new relation's, or the one of the relation being edited.
type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; relationID: string };

/**
 * A wiki's relations to other wikis (both ends show each one, the other end its inverse); the
 * author adds, edits and removes them here, removing after a confirmation. A character's family
 * opens as a tree, and the whole world's relations as a graph.
 */
export function RelationsPanel({ wiki, isAuthor }: { wiki: WikiView; isAuthor: boolean }) {
  const relations = useRelations(wiki._id);
  const calendar = useWorldCalendar(wiki.worldID);
  const remove = useRemoveRelation();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<RelationView | null>(null);
  const [showTree, setShowTree] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const edited = editing.kind === 'edit' ? relations.data?.find((relation) => relation._id === editing.relationID) : undefined;

  // A closed form gives the keyboard back to the button that opened it.
  const closeForm = () => {
    const opener = editing.kind === 'edit' ? editButtons.current.get(editing.relationID) : addButton.current;
    setEditing({ kind: 'none' });
    requestAnimationFrame(() => (opener?.isConnected ? opener : (addButton.current ?? heading.current))?.focus());
  };

  const confirmRemove = () => {
    if (!removing) return;
    const { _id: relationID } = removing;
    setRemoving(null);
    if (editing.kind === 'edit' && editing.relationID === relationID) setEditing({ kind: 'none' });
    // Its row (and the button that asked) is gone: the keyboard goes on from the panel's heading.
    remove.mutate({ wikiID: wiki._id, relationID }, { onSuccess: () => heading.current?.focus() });
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          {RELATION_TEXTS.title}
        </h2>
        <div className={styles.tools}>
          {wiki.category === 'characters' && (
            <button type="button" className="button button-secondary" onClick={() => setShowTree(true)}>
              {RELATION_TEXTS.familyTree}
            </button>
          )}
          <WorldGraphButton worldID={wiki.worldID} />
          {isAuthor && editing.kind !== 'add' && (
            <button ref={addButton} type="button" className="button button-primary" onClick={() => setEditing({ kind: 'add' })}>
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
            <RelationRow
              calendar={calendar}
              key={relation._id}
              relation={relation}
              tools={
                isAuthor
                  ? {
                      editing: edited?._id === relation._id,
                      busy: remove.isPending,
                      editButton: (button) => {
                        if (button) editButtons.current.set(relation._id, button);
                        else editButtons.current.delete(relation._id);
                      },
                      onEdit: () => setEditing({ kind: 'edit', relationID: relation._id }),
                      onRemove: () => setRemoving(relation),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {isAuthor && editing.kind === 'add' && <RelationForm wiki={wiki} onDone={closeForm} />}
      {isAuthor && edited && <RelationForm key={edited._id} wiki={wiki} relation={edited} onDone={closeForm} />}
      <ConfirmModal
        open={removing !== null}
        title={removing ? RELATION_TEXTS.confirmRemove(removing) : ''}
        text={removing ? RELATION_TEXTS.removeText(removing) : undefined}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      {showTree && (
        <Suspense fallback={null}>
          <FamilyTreeDialog wikiID={wiki._id} title={wiki.title} onClose={() => setShowTree(false)} />
        </Suspense>
      )}
    </section>
  );
}
