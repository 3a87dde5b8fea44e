import { limitDisplayLength } from '@lorewright/domain/shared/displayText';
import styles from './WikiPage.module.css';

export interface WikiTextProps {
  as: 'h1' | 'h2' | 'p' | 'dt' | 'dd' | 'div';
  label: string;
  value: string;
  max: number;
  editable: boolean;
  className?: string;
  onChange: (value: string) => void;
}

/** One line of the wiki: read as text, or typed into in place by the author (same look). */
export function WikiText({ as: Tag, label, value, max, editable, className, onChange }: WikiTextProps) {
  if (!editable) return <Tag className={className}>{value}</Tag>;
  return (
    <Tag className={className}>
      <input
        className={styles.inPlace}
        aria-label={label}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(limitDisplayLength(event.target.value, max))}
      />
    </Tag>
  );
}
