import { linkToken } from '@lorewright/domain/wikis/sectionLinks';
import { CardField } from './CardField';
import { useTextMentions } from './mentions/useTextMentions';
import { SecretMark, SecretToggle } from './secrets/SecretPart';
import styles from './PointEditCard.module.css';

/**
 * A point's name (a map point's, a timeline point's) with its secret toggle beside it, so the card
 * grows no taller: only the author edits a point, and only they ever receive a secret one
 * (docs/product.md). The card opens on a click or a key: typing goes straight to the name.
 */
export function SecretNameField({
  label,
  value,
  maxLength,
  secret,
  onName,
  onSecret,
}: {
  label: string;
  value: string;
  maxLength: number;
  secret: boolean;
  onName: (name: string) => void;
  onSecret: (secret: boolean) => void;
}) {
  return (
    <CardField label={label}>
      {(id) => (
        <div className={styles.secret}>
          <input id={id} autoFocus className={styles.input} value={value} maxLength={maxLength} onChange={(event) => onName(event.target.value)} />
          <SecretToggle name="this point" secret={secret} onToggle={onSecret} />
          {secret && <SecretMark />}
        </div>
      )}
    </CardField>
  );
}

/**
 * A point's longer text (a map point's description, a timeline point's subtitle). Typing @ and part
 * of a title offers the world's elements; the choice is written as a link token, as in a wiki
 * section (sectionLinks.ts).
 */
export function MentionsTextField({
  label,
  value,
  maxLength,
  rows,
  worldID,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  rows: number;
  worldID: string;
  onChange: (text: string) => void;
}) {
  const mentions = useTextMentions({
    text: value,
    worldID,
    tokenOf: (element) => linkToken({ type: element.type, id: element._id }),
    onInsert: (text) => {
      if (text.length <= maxLength) onChange(text);
    },
  });
  return (
    <CardField label={label}>
      {(id) => (
        <div className={mentions.wrapClassName}>
          <textarea
            id={id}
            className={styles.input}
            rows={rows}
            value={value}
            maxLength={maxLength}
            {...mentions.fieldProps}
            onChange={(event) => {
              mentions.onTextChange(event);
              onChange(event.target.value);
            }}
          />
          {mentions.popup}
        </div>
      )}
    </CardField>
  );
}
