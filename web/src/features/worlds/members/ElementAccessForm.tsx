import { ELEMENT_ACCESS, type ElementAccessChoice, type ElementAccessTable } from '@lorewright/domain/worlds/memberRoles';
import type { WorldAuthor, WorldView } from '@lorewright/domain/worlds/worldView';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import { useUpdateElementAccess } from '../api';
import { choiceValue, elementGroups, overrideIn, parseChoiceValue } from './elementChoices';
import styles from './Members.module.css';
import { ACCESS_LABELS, ELEMENT_KIND_LABELS } from './roleLabels';

interface ElementAccessFormProps {
  worldID: string;
  world: WorldView;
  // The members whose access the viewer may override, each with their role in words.
  members: { person: WorldAuthor; roleLabel: string }[];
  overrides: ElementAccessTable;
}

/** Choose a member, an element and an access; the access shown starts at the override in place. */
export function ElementAccessForm({ worldID, world, members, overrides }: ElementAccessFormProps) {
  const dispatch = useAppDispatch();
  const update = useUpdateElementAccess(worldID);
  const [memberID, setMemberID] = useState('');
  const [elementKey, setElementKey] = useState('');
  // null until the user picks one: then the override in place (or the role's) is shown.
  const [picked, setPicked] = useState<ElementAccessChoice | null>(null);
  const groups = elementGroups(world);

  const current = overrideIn(overrides, elementKey, memberID) ?? 'role';
  const access = picked ?? current;
  const element = parseChoiceValue(elementKey);

  // Another member or element shows the override in place again.
  const choose = (set: (value: string) => void, value: string) => {
    set(value);
    setPicked(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!memberID || !element || update.isPending) return;
    update.mutate(
      { memberID, element: element.element, elementID: element._id, access },
      {
        onSuccess: ({ message }) => {
          dispatch(alertShown({ kind: 'success', text: message }));
          setPicked(null);
        },
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  };

  if (members.length === 0) return <p className={styles.empty}>Invite a member to give them access to single elements.</p>;
  if (groups.length === 0) return <p className={styles.empty}>This world has no elements yet.</p>;

  return (
    <form className={styles.accessForm} onSubmit={submit}>
      <FieldSelect label="Member" value={memberID} onChange={(value) => choose(setMemberID, value)}>
        <option value="">Choose a member</option>
        {members.map(({ person, roleLabel }) => (
          <option key={person._id} value={person._id}>
            {person.name} ({roleLabel})
          </option>
        ))}
      </FieldSelect>
      <FieldSelect label="Element" value={elementKey} onChange={(value) => choose(setElementKey, value)}>
        <option value="">Choose an element</option>
        {groups.map((group) => (
          <optgroup key={group.element} label={ELEMENT_KIND_LABELS[group.element]}>
            {group.choices.map((choice) => (
              <option key={choice._id} value={choiceValue(choice)}>
                {choice.title}
              </option>
            ))}
          </optgroup>
        ))}
      </FieldSelect>
      <FieldSelect label="Access" value={access} onChange={(value) => setPicked(value as ElementAccessChoice)}>
        {ELEMENT_ACCESS.map((choice) => (
          <option key={choice} value={choice}>
            {ACCESS_LABELS[choice]}
          </option>
        ))}
      </FieldSelect>
      <button type="submit" className={`button button-primary ${styles.accessButton}`} disabled={!memberID || !element || update.isPending}>
        Save access
      </button>
    </form>
  );
}

/** A labelled select of the form. */
function FieldSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
