import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { worldPeriodText } from '@lorewright/domain/calendars/worldDate';
import { relationLabel } from '@lorewright/domain/relations/relationTypes';
import type { RelationView } from '@lorewright/domain/relations/relationView';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { elementKinds } from '../../lib/elementKinds';
import styles from './RelationsPanel.module.css';

const wikiPath = elementKinds.wikis.path;

export const ROW_TEXTS = {
  edit: 'Edit',
  remove: 'Remove',
  editLabel: (relation: RelationView) => `Edit relation: ${relationLabel(relation.type, relation.custom)} ${relation.other.title}`,
  removeLabel: (relation: RelationView) => `Remove relation: ${relationLabel(relation.type, relation.custom)} ${relation.other.title}`,
};

interface RelationRowProps {
  relation: RelationView;
  /** The world's calendar, its periods are read on. */
  calendar: Calendar;
  /** The author's Edit and Remove; a reader gets none. */
  tools?: { onEdit: () => void; onRemove: () => void; editing: boolean; busy: boolean; editButton: Ref<HTMLButtonElement> };
}

/** One relation as its wiki shows it: its kind, the other wiki as a link, its period, and the author's tools. */
export function RelationRow({ relation, calendar, tools }: RelationRowProps) {
  return (
    <li className={styles.relation}>
      <span className={styles.type}>{relationLabel(relation.type, relation.custom)}</span>
      <Link className={styles.other} to={wikiPath(relation.other._id)}>
        {relation.other.title}
      </Link>
      {relation.period && <span className={styles.when}>{worldPeriodText(calendar, relation.period)}</span>}
      {tools && (
        <span className={styles.rowTools}>
          <button
            ref={tools.editButton}
            type="button"
            className={styles.tool}
            aria-label={ROW_TEXTS.editLabel(relation)}
            aria-expanded={tools.editing}
            onClick={tools.onEdit}
          >
            {ROW_TEXTS.edit}
          </button>
          <button
            type="button"
            className={`${styles.tool} ${styles.danger}`}
            aria-label={ROW_TEXTS.removeLabel(relation)}
            disabled={tools.busy}
            onClick={tools.onRemove}
          >
            {ROW_TEXTS.remove}
          </button>
        </span>
      )}
    </li>
  );
}
