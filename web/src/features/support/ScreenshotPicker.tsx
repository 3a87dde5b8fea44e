import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { SUPPORT_SCREENSHOT_BYTES, SUPPORT_SCREENSHOTS_MAX } from '@lorewright/domain/community/communityLimits';
import { IMAGE_ACCEPT } from '@lorewright/domain/media/imageTypes';
import { useId, type ChangeEvent } from 'react';
import formStyles from '../../components/FormCard.module.css';
import { useObjectUrl } from '../../lib/useObjectUrl';
import styles from './SupportPage.module.css';

export interface ScreenshotPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** A choice refused here (too many, too large), before anything is sent. */
  onProblem: (text: string) => void;
}

/** Up to three optional screenshots, each previewed with a Remove button. The server checks them again by their bytes. */
export function ScreenshotPicker({ files, onChange, onProblem }: ScreenshotPickerProps) {
  const id = useId();
  const full = files.length >= SUPPORT_SCREENSHOTS_MAX;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (chosen.some((file) => file.size > SUPPORT_SCREENSHOT_BYTES)) onProblem(m.screenshotTooLarge);
    else if (files.length + chosen.length > SUPPORT_SCREENSHOTS_MAX) onProblem(m.tooManyScreenshots);
    else onChange([...files, ...chosen]);
  };

  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        Screenshots <span className={formStyles.optional}>(optional, up to {SUPPORT_SCREENSHOTS_MAX}, 5 MB each)</span>
      </label>
      <input id={id} type="file" accept={IMAGE_ACCEPT} multiple disabled={full} onChange={choose} />
      {files.length > 0 && (
        <ul className={styles.previews} aria-label="Chosen screenshots">
          {files.map((file, index) => (
            <ScreenshotPreview key={`${file.name}-${index}`} file={file} onRemove={() => onChange(files.filter((_, i) => i !== index))} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ScreenshotPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <li className={styles.preview}>
      {url && <img src={url} alt={file.name} />}
      <button type="button" className="button button-secondary" onClick={onRemove}>
        Remove <span className="visually-hidden">{file.name}</span>
      </button>
    </li>
  );
}
