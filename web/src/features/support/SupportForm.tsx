import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { SUPPORT_CONTENT_MAX, SUPPORT_SUBJECT_MAX } from '@lorewright/domain/community/communityLimits';
import { SUPPORT_TYPE_NAMES, SUPPORT_TYPES, type SupportType } from '@lorewright/domain/community/support.events';
import { useId, useState, type FormEvent } from 'react';
import { AlertMessage } from '../../components/Alerts';
import { FormCard } from '../../components/FormCard';
import formStyles from '../../components/FormCard.module.css';
import { useGoBack } from '../../lib/useGoBack';
import { useSupportReport } from './api';
import { ScreenshotPicker } from './ScreenshotPicker';
import styles from './SupportPage.module.css';

interface Outcome {
  kind: 'success' | 'error' | 'warning';
  // The success texts have two lines; each is shown on its own.
  lines: string[];
}

const blank = (text: string) => text.trim() === '';

/** The support form: a type, subject, content and up to three screenshots; the answer shows inline. */
export function SupportForm() {
  const goBack = useGoBack('/dashboard');
  const report = useSupportReport();
  const subjectId = useId();
  const contentId = useId();
  const [type, setType] = useState<SupportType>('problem');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [screenshots, setScreenshots] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (blank(subject) || blank(content)) {
      setOutcome({ kind: 'warning', lines: [m.fillAllFields] });
      return;
    }
    setOutcome(null);
    report.mutate(
      { type, subject, content, screenshots },
      {
        onSuccess: ({ message }) => {
          setOutcome({ kind: 'success', lines: message.split('\n') });
          setSubject('');
          setContent('');
          setScreenshots([]);
        },
        onError: (error) => setOutcome({ kind: 'error', lines: [m.supportFailed, error.message] }),
      },
    );
  };

  return (
    <FormCard
      titleId="support-title"
      eyebrow="Support"
      title="How can we help?"
      lead="Report a problem, leave a review or ask a question. We answer by email."
      submitLabel="Submit"
      busy={report.isPending}
      onSubmit={submit}
      onBack={goBack}
    >
      <fieldset className={styles.types}>
        <legend className="form-label">Type</legend>
        {SUPPORT_TYPES.map((value) => (
          <label key={value} className={styles.type}>
            <input type="radio" name="support-type" value={value} checked={type === value} onChange={() => setType(value)} />
            {SUPPORT_TYPE_NAMES[value]}
          </label>
        ))}
      </fieldset>
      <div className="form-field">
        <label htmlFor={subjectId} className="form-label">
          Subject
        </label>
        <input id={subjectId} className="text-input" value={subject} maxLength={SUPPORT_SUBJECT_MAX} onChange={(event) => setSubject(event.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor={contentId} className="form-label">
          Content
        </label>
        <textarea
          id={contentId}
          className={`text-input ${formStyles.textarea}`}
          value={content}
          maxLength={SUPPORT_CONTENT_MAX}
          rows={6}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <ScreenshotPicker files={screenshots} onChange={setScreenshots} onProblem={(text) => setOutcome({ kind: 'warning', lines: [text] })} />
      {outcome && (
        <AlertMessage kind={outcome.kind} inline onDismiss={() => setOutcome(null)}>
          {outcome.lines.map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          ))}
        </AlertMessage>
      )}
    </FormCard>
  );
}
