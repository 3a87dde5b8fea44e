import { RelationPeriod } from '@lorewright/domain/relations/relationPeriod';
import { relationLabel, typesFor, type RelationType } from '@lorewright/domain/relations/relationTypes';
import { RELATION_CUSTOM_MAX } from '@lorewright/domain/relations/relationMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ElementPicker } from '../../components/ElementPicker';
import type { ElementSearchResult } from '../../lib/elementLinks';
import { useAddRelation } from './api';
import { dateOf, DateFields, EMPTY_DATE } from './PeriodFields';
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

/** The author's form for a new relation: the other wiki (picked by title), its kind and period. */
export function AddRelationForm({ wiki, onDone }: { wiki: WikiView; onDone: () => void }) {
  const types = typesFor(wiki.category);
  const [other, setOther] = useState<ElementSearchResult | null>(null);
  const [picking, setPicking] = useState(false);
  const [type, setType] = useState<RelationType>(types[0]);
  const [custom, setCustom] = useState('');
  const [from, setFrom] = useState(EMPTY_DATE);
  const [until, setUntil] = useState(EMPTY_DATE);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddRelation();
  const chooser = useRef<HTMLButtonElement>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!other) return setProblem(ADD_TEXTS.noWiki);
    const period = { from: dateOf(from), until: dateOf(until) };
    const checked = RelationPeriod.safeParse(period);
    if (!checked.success) return setProblem(checked.error.issues[0].message);
    setProblem(null);
    add.mutate(
      {
        wikiID: wiki._id,
        otherID: other._id,
        type,
        ...(type === 'custom' ? { custom } : {}),
        ...(period.from || period.until ? { period: checked.data } : {}),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className={styles.formHeading}>
        {ADD_TEXTS.heading}
      </h3>
      <div className={styles.row}>
        <span className="form-label" id={`${id}-wiki`}>
          Wiki
        </span>
        <button ref={chooser} type="button" className="button button-secondary" aria-describedby={`${id}-wiki`} onClick={() => setPicking(true)}>
          {other ? `${other.title} · ${ADD_TEXTS.changeWiki}` : ADD_TEXTS.chooseWiki}
        </button>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-kind`} className="form-label">
          {ADD_TEXTS.kind}
        </label>
        <select id={`${id}-kind`} className="text-input" value={type} onChange={(event) => setType(event.target.value as RelationType)}>
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
      <fieldset className={styles.period}>
        <legend className="form-label">{ADD_TEXTS.period}</legend>
        <DateFields legend="From" value={from} onChange={setFrom} />
        <DateFields legend="Until" value={until} onChange={setUntil} />
      </fieldset>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {ADD_TEXTS.add}
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
