import { relationLabel, typesFor, type RelationType } from '@lorewright/domain/relations/relationTypes';
import { RELATION_CUSTOM_MAX } from '@lorewright/domain/relations/relationMessages';
import type { RelationView } from '@lorewright/domain/relations/relationView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ElementPicker } from '../../components/ElementPicker';
import type { ElementSearchResult } from '../../lib/elementLinks';
import { useAddRelation, useChangeRelation } from './api';
import { draftOfPeriod, PeriodFields, periodOfDraft, useWorldCalendar } from '../worldTime/api';
import styles from './RelationsPanel.module.css';

export const ADD_TEXTS = {
  heading: 'Add a relation',
  chooseWiki: 'Choose a wiki…',
  changeWiki: 'Change',
  pickerTitle: 'Relate to a wiki',
  kind: 'Kind',
  custom: 'Custom…',
  customName: 'Name of the relation',
  period: 'Period (optional)',
  add: 'Add relation',
  noWiki: 'Please choose the wiki to relate.',
};

export const EDIT_TEXTS = {
  heading: (relation: RelationView) => `Edit relation to ${relation.other.title}`,
  save: 'Save changes',
};

interface RelationFormProps {
  wiki: WikiView;
  /** The relation to edit, or none for a new one. */
  relation?: RelationView;
  onDone: () => void;
}

/**
 * The author's form for a relation: for a new one, the other wiki (picked by title), its kind
 * and period; for one that exists, the same form filled in, its other wiki fixed (a relation
 * joins the same two wikis for good: another wiki is another relation). It takes the focus when
 * it opens; Escape cancels.
 */
export function RelationForm({ wiki, relation, onDone }: RelationFormProps) {
  const offered = typesFor(wiki.category);
  // The kind this end shows stays offered even where its category would not offer it anew.
  const types = relation && !offered.includes(relation.type) ? [relation.type, ...offered] : offered;
  const [other, setOther] = useState<Pick<ElementSearchResult, '_id' | 'title'> | null>(relation?.other ?? null);
  const [picking, setPicking] = useState(false);
  const [type, setType] = useState<RelationType>(relation?.type ?? types[0]);
  const [custom, setCustom] = useState(relation?.custom ?? '');
  const [period, setPeriod] = useState(() => draftOfPeriod(relation?.period));
  const calendar = useWorldCalendar(wiki.worldID);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddRelation();
  const change = useChangeRelation();
  const chooser = useRef<HTMLButtonElement>(null);
  const kindField = useRef<HTMLSelectElement>(null);
  const id = useId();
  const heading = relation ? EDIT_TEXTS.heading(relation) : ADD_TEXTS.heading;

  // Opened from a button: the keyboard goes on in the form, at its first field.
  const editing = relation?._id;
  useEffect(() => (editing ? kindField : chooser).current?.focus(), [editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!other) return setProblem(ADD_TEXTS.noWiki);
    const checked = periodOfDraft(period);
    if ('error' in checked) return setProblem(checked.error);
    setProblem(null);
    const kind = { type, ...(type === 'custom' ? { custom } : {}) };
    if (relation) {
      // No period given clears the one the relation had.
      change.mutate({ wikiID: wiki._id, relationID: relation._id, ...kind, period: checked.period }, { onSuccess: onDone });
    } else {
      add.mutate({ wikiID: wiki._id, otherID: other._id, ...kind, ...(checked.period ? { period: checked.period } : {}) }, { onSuccess: onDone });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || picking) return;
    event.preventDefault();
    onDone();
  };

  return (
    <form className={styles.form} onSubmit={submit} onKeyDown={onKeyDown} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className={styles.formHeading}>
        {heading}
      </h3>
      <div className={styles.row}>
        <span className="form-label" id={`${id}-wiki`}>
          Wiki
        </span>
        {relation ? (
          <strong className={styles.fixedWiki}>{relation.other.title}</strong>
        ) : (
          <button ref={chooser} type="button" className="button button-secondary" aria-describedby={`${id}-wiki`} onClick={() => setPicking(true)}>
            {other ? `${other.title} · ${ADD_TEXTS.changeWiki}` : ADD_TEXTS.chooseWiki}
          </button>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-kind`} className="form-label">
          {ADD_TEXTS.kind}
        </label>
        <select ref={kindField} id={`${id}-kind`} className="text-input" value={type} onChange={(event) => setType(event.target.value as RelationType)}>
          {types.map((each) => (
            <option key={each} value={each}>
              {each === 'custom' ? ADD_TEXTS.custom : relationLabel(each, '')}
            </option>
          ))}
        </select>
      </div>
      {type === 'custom' && (
        <div className="form-field">
          <label htmlFor={`${id}-custom`} className="form-label">
            {ADD_TEXTS.customName}
          </label>
          <input
            id={`${id}-custom`}
            className="text-input"
            maxLength={RELATION_CUSTOM_MAX}
            value={custom}
            placeholder="Sworn shield of"
            onChange={(event) => setCustom(event.target.value)}
          />
        </div>
      )}
      <PeriodFields legend={ADD_TEXTS.period} calendar={calendar} value={period} onChange={setPeriod} />
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={add.isPending || change.isPending}>
          {relation ? EDIT_TEXTS.save : ADD_TEXTS.add}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
      {picking && (
        <ElementPicker
          worldID={wiki.worldID}
          types={['wiki']}
          title={ADD_TEXTS.pickerTitle}
          onPick={(element) => {
            setOther(element);
            setPicking(false);
            chooser.current?.focus();
          }}
          onCancel={() => setPicking(false)}
        />
      )}
    </form>
  );
}
