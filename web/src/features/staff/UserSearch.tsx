import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { useId, useState } from 'react';
import { Loaded } from '../../components/Loaded';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useStaffUserSearch } from './api';
import { Section } from './Section';
import { UserResults } from './UserResults';

// Long enough not to ask the server on every keystroke, short enough to feel live.
const SEARCH_DELAY_MS = 300;
const MIN_LENGTH = 2;

/** The search box and what it finds, once at least two characters have settled. */
export function UserSearch() {
  const inputId = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useStaffUserSearch(settled);

  return (
    <Section title="Users">
      <div className="form-field">
        <label htmlFor={inputId} className="form-label">
          Find a user by e-mail or name
        </label>
        <input id={inputId} type="search" className="text-input" value={text} autoComplete="off" onChange={(event) => setText(event.target.value)} />
      </div>
      {settled.length < MIN_LENGTH ? (
        <p className="panel-text">{m.searchTooShort}</p>
      ) : (
        <Loaded query={search}>{(users) => <UserResults users={users} />}</Loaded>
      )}
    </Section>
  );
}
