import { WIKI_FIELD_MAX, WIKI_HEADER_FIELDS_MAX, WIKI_VALUE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { DEFAULT_HEADER_FIELD, type WikiHeaderField } from '@lorewright/domain/wikis/wikiView';
import { moved, newPartId, type WikiDraft } from './wikiDraft';
import { PartTools } from './PartTools';
import { WikiText } from './WikiText';
import styles from './WikiPage.module.css';

export interface WikiHeaderFieldsProps {
  fields: WikiHeaderField[];
  isAuthor: boolean;
  onEdit: (change: (draft: WikiDraft) => WikiDraft) => void;
}

const isPlaceholder = (pair: WikiHeaderField) => pair.field === DEFAULT_HEADER_FIELD.field && pair.value === DEFAULT_HEADER_FIELD.value;

/** The field/value pairs beside the images (product.md §3); the author adds, edits, marks secret, reorders and removes them. */
export function WikiHeaderFields({ fields, isAuthor, onEdit }: WikiHeaderFieldsProps) {
  const setFields = (change: (fields: WikiHeaderField[]) => WikiHeaderField[]) => onEdit((draft) => ({ ...draft, headerFields: change(draft.headerFields) }));
  const editPair = (id: string, part: Partial<WikiHeaderField>) => setFields((all) => all.map((pair) => (pair._id === id ? { ...pair, ...part } : pair)));

  // A reader never sees the untouched placeholder pair a new wiki starts with.
  const shown = isAuthor ? fields : fields.filter((pair) => !isPlaceholder(pair));
  if (!isAuthor && shown.length === 0) return null;
  // A description list may hold only field/value groups: the author's editor, with its tools in
  // each row, is a plain list of labelled inputs instead.
  const List = isAuthor ? 'div' : 'dl';
  return (
    <div className={styles.fields}>
      <List className={styles.fieldList}>
        {shown.map((pair, index) => (
          <div key={pair._id} className={styles.fieldRow} data-editing={isAuthor || undefined}>
            <WikiText
              as={isAuthor ? 'div' : 'dt'}
              className={styles.field}
              label={`Field ${index + 1}`}
              value={pair.field}
              max={WIKI_FIELD_MAX}
              editable={isAuthor}
              onChange={(field) => editPair(pair._id, { field })}
            />
            <WikiText
              as={isAuthor ? 'div' : 'dd'}
              className={styles.value}
              label={`Value ${index + 1}`}
              value={pair.value}
              max={WIKI_VALUE_MAX}
              editable={isAuthor}
              onChange={(value) => editPair(pair._id, { value })}
            />
            {isAuthor && (
              <PartTools
                name={`field ${index + 1}`}
                first={index === 0}
                last={index === fields.length - 1}
                onMove={(delta) => setFields((all) => moved(all, index, delta))}
                onRemove={() => setFields((all) => all.filter((each) => each._id !== pair._id))}
                secret={!!pair.secret}
                onSecret={(secret) => editPair(pair._id, { secret })}
              />
            )}
          </div>
        ))}
      </List>
      {isAuthor && fields.length < WIKI_HEADER_FIELDS_MAX && (
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
