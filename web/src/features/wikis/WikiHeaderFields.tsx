import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { WIKI_FIELD_MAX, WIKI_HEADER_FIELDS_MAX, WIKI_VALUE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { DEFAULT_HEADER_FIELD, type WikiHeaderField } from '@lorewright/domain/wikis/wikiView';
import type { CSSProperties } from 'react';
import { SecretMark } from '../../components/secrets/SecretPart';
import { DatesPanel, useDatesToggle } from './DatesPanel';
import { moved, newPartId, type WikiDraft } from './wikiDraft';
import { fieldGroups, periodLine } from './wikiDates';
import { PartTools } from './PartTools';
import { WikiText } from './WikiText';
import styles from './WikiPage.module.css';

export interface WikiHeaderFieldsProps {
  fields: WikiHeaderField[];
  isAuthor: boolean;
  /** The world's calendar, that the fields' dates are read on (the Gregorian when none is given). */
  calendar?: Calendar;
  onEdit: (change: (draft: WikiDraft) => WikiDraft) => void;
}

const isPlaceholder = (pair: WikiHeaderField) => pair.field === DEFAULT_HEADER_FIELD.field && pair.value === DEFAULT_HEADER_FIELD.value;

/** The field/value pairs beside the images (product.md §3); the author adds, edits, dates, marks secret, reorders and removes them. */
export function WikiHeaderFields({ fields, isAuthor, calendar = GREGORIAN_CALENDAR, onEdit }: WikiHeaderFieldsProps) {
  const setFields = (change: (fields: WikiHeaderField[]) => WikiHeaderField[]) => onEdit((draft) => ({ ...draft, headerFields: change(draft.headerFields) }));

  if (!isAuthor) return <ReadFields fields={fields} calendar={calendar} />;
  // A description list may hold only field/value groups: the author's editor, with its tools in
  // each row, is a plain list of labelled inputs instead.
  return (
    <div className={styles.fields}>
      <div className={styles.fieldList}>
        {fields.map((pair, index) => (
          <FieldEditor
            key={pair._id}
            pair={pair}
            index={index}
            count={fields.length}
            calendar={calendar}
            onChange={(part) => setFields((all) => all.map((each) => (each._id === pair._id ? { ...each, ...part } : each)))}
            onMove={(delta) => setFields((all) => moved(all, index, delta))}
            onRemove={() => setFields((all) => all.filter((each) => each._id !== pair._id))}
          />
        ))}
      </div>
      {fields.length < WIKI_HEADER_FIELDS_MAX && (
        <button
          type="button"
          className={`button button-secondary ${styles.add}`}
          onClick={() => setFields((all) => [...all, { _id: newPartId(), ...DEFAULT_HEADER_FIELD }])}
        >
          Add Field
        </button>
      )}
    </div>
  );
}

interface FieldEditorProps {
  pair: WikiHeaderField;
  index: number;
  count: number;
  calendar: Calendar;
  onChange: (part: Partial<WikiHeaderField>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

// One pair as its author edits it: name, value, its dates (shown under the value, typed in the
// panel its Dates button opens) and the part's tools.
function FieldEditor({ pair, index, count, calendar, onChange, onMove, onRemove }: FieldEditorProps) {
  const dates = useDatesToggle();
  const name = `field ${index + 1}`;
  const when = periodLine(calendar, pair.period);
  return (
    <div className={styles.fieldRow} data-editing>
      <WikiText
        as="div"
        className={styles.field}
        label={`Field ${index + 1}`}
        value={pair.field}
        max={WIKI_FIELD_MAX}
        editable
        onChange={(field) => onChange({ field })}
      />
      <div className={styles.value}>
        <WikiText as="div" label={`Value ${index + 1}`} value={pair.value} max={WIKI_VALUE_MAX} editable onChange={(value) => onChange({ value })} />
        {when && <span className={styles.period}>{when}</span>}
      </div>
      <PartTools
        name={name}
        first={index === 0}
        last={index === count - 1}
        onMove={onMove}
        onRemove={onRemove}
        secret={!!pair.secret}
        onSecret={(secret) => onChange({ secret })}
        dates={dates}
      />
      {dates.open && (
        <DatesPanel
          toggle={dates}
          legend={`Dates of ${name}`}
          calendar={calendar}
          period={pair.period}
          onChange={(period) => onChange({ period: period ?? undefined })}
        />
      )}
    </div>
  );
}

// A reader's list. A run of fields of one name is one name with its values: a ruler of three
// reigns reads as 'Ruler' and the three, each with its dates beside it.
function ReadFields({ fields, calendar }: { fields: WikiHeaderField[]; calendar: Calendar }) {
  // A reader never sees the untouched placeholder pair a new wiki starts with.
  const groups = fieldGroups(fields.filter((pair) => !isPlaceholder(pair)));
  if (groups.length === 0) return null;
  return (
    <div className={styles.fields}>
      <dl className={styles.fieldList}>
        {groups.map((group) => (
          <div
            key={group[0]._id}
            className={styles.fieldRow}
            data-values={group.length > 1 ? group.length : undefined}
            style={group.length > 1 ? ({ '--values': group.length } as CSSProperties) : undefined}
          >
            <dt className={styles.field}>{group[0].field}</dt>
            {group.map((pair) => {
              const when = periodLine(calendar, pair.period);
              return (
                <dd key={pair._id} className={styles.value}>
                  {pair.value}
                  {/* The comma is for the ear: 'Berengar, 1150 AD – 1199 AD'. */}
                  {when && <span className="visually-hidden">, </span>}
                  {when && <span className={styles.period}>{when}</span>}
                  {/* Only the author receives a secret field (as of a date, the page is read). */}
                  {pair.secret && <SecretMark />}
                </dd>
              );
            })}
          </div>
        ))}
      </dl>
    </div>
  );
}
