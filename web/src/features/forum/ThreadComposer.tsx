import { POST_CONTENT_MAX } from '@lorewright/domain/community/communityLimits';
import type { LinkView } from '@lorewright/domain/community/postView';
import type { ReactNode } from 'react';
import { ContentField } from '../../components/community/ContentField';
import { LinksEditor } from '../../components/community/LinksEditor';
import styles from './Forum.module.css';

export interface ComposerDraft {
  content: string;
  links: LinkView[];
}

interface ThreadComposerProps {
  label: string;
  draft: ComposerDraft;
  onChange: (change: Partial<ComposerDraft>) => void;
  /** Work In Progress posts may link the poster's writings, wikis, timelines and maps (product.md §4). */
  withLinks: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** Fields above the text (a new thread's title), buttons beside Submit. */
  before?: ReactNode;
  after?: ReactNode;
}

/** The form shared by a new thread and a post in a thread. */
export function ThreadComposer({ label, draft, onChange, withLinks, busy, submitLabel, onSubmit, before, after }: ThreadComposerProps) {
  return (
    <form
      className={styles.composer}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {before}
      <ContentField label="Content" maxLength={POST_CONTENT_MAX} value={draft.content} onChange={(content) => onChange({ content })} />
      {withLinks && <LinksEditor links={draft.links} onChange={(links) => onChange({ links })} />}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
        {after}
      </div>
    </form>
  );
}
