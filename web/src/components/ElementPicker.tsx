import { useId, useRef, useState } from 'react';
import { ModalFrame } from './ModalFrame';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { ELEMENT_SEARCH_DEBOUNCE_MS, elementTypeLabel, useElementSearch, type ElementSearchResult } from '../lib/elementLinks';
import styles from './ElementPicker.module.css';

export const PICKER_TEXTS = {
  title: 'Link to an element',
  search: 'Search elements',
  typeToSearch: 'Type part of a title to find writings, wikis, maps and timelines of this world.',
  searching: 'Searching...',
  noResults: 'No elements found.',
};

interface ElementPickerProps {
  worldID: string;
  onPick: (element: ElementSearchResult) => void;
  onCancel: () => void;
  /** Only elements of these types are offered (every type when absent), under this title. */
  types?: readonly ElementSearchResult['type'][];
  title?: string;
}

/** Finds an element of the world by title (POST elementSearch) and returns the one chosen. */
export function ElementPicker({ worldID, onPick, onCancel, types, title = PICKER_TEXTS.title }: ElementPickerProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), ELEMENT_SEARCH_DEBOUNCE_MS);
  const search = useElementSearch(settled, worldID);
  const found = types ? search.data?.filter((element) => types.includes(element.type)) : search.data;
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();

  const waiting = text.trim() !== settled || search.isFetching;
  const status =
    text.trim() === ''
      ? PICKER_TEXTS.typeToSearch
      : waiting
        ? PICKER_TEXTS.searching
        : search.isError
          ? search.error.message
          : found?.length === 0
            ? PICKER_TEXTS.noResults
            : null;

  return (
    <ModalFrame
      title={title}
      onClose={onCancel}
      initialFocus={input}
      actions={
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      }
    >
      <label htmlFor={inputId} className={styles.label}>
        {PICKER_TEXTS.search}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        className={styles.input}
        value={text}
        autoComplete="off"
        aria-describedby={statusId}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={statusId} className={styles.status} role="status">
        {status}
      </p>
      {settled !== '' && !waiting && found && found.length > 0 && (
        <ul className={styles.results} aria-label="Elements found">
          {found.map((element) => (
            <li key={`${element.type}:${element._id}`}>
              <ResultButton element={element} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
    </ModalFrame>
  );
}

function ResultButton({ element, onPick }: { element: ElementSearchResult; onPick: (element: ElementSearchResult) => void }) {
  const titleId = useId();
  const typeId = useId();
  const previewId = useId();
  return (
    <button
      type="button"
      className={styles.result}
      aria-labelledby={titleId}
      aria-describedby={element.preview ? `${typeId} ${previewId}` : typeId}
      onClick={() => onPick(element)}
    >
      <span id={titleId} className={styles.resultTitle}>
        {element.title}
      </span>
      <span className={styles.resultDetails}>
        <span id={typeId} className={styles.resultType}>
          {elementTypeLabel(element.type)}
        </span>
        {element.preview && (
          <span id={previewId} className={styles.resultPreview}>
            {element.preview}
          </span>
        )}
      </span>
    </button>
  );
}
