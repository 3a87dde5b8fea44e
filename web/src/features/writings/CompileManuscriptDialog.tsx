import { ExportPanel, type FormatChoice } from '../../components/ExportPanel';
import { ModalFrame } from '../../components/ModalFrame';
import type { ManuscriptFormat } from '../../lib/exports';

// What a writing compiles to (docs/formats.md, "Manuscripts"), as the choice shows them.
export const MANUSCRIPT_FORMATS: FormatChoice<ManuscriptFormat>[] = [
  { value: 'epub', label: 'EPUB', hint: 'An e-book for readers and e-book apps.' },
  { value: 'docx', label: 'Word (DOCX)', hint: 'A document to edit in Word, LibreOffice or Google Docs.' },
  { value: 'pdf', label: 'PDF', hint: 'Pages to print or share as they are.' },
  { value: 'markdown', label: 'Markdown', hint: 'One plain-text file with the formatting marked.' },
];

export interface CompileManuscriptDialogProps {
  writingId: string;
  title: string;
  onClose: () => void;
}

/**
 * Compile manuscript (writing room, the author's tools): the writing as one file, a title page
 * then each scene as a chapter, in the chosen format; progress while the server compiles it,
 * then the download. The dialog's keyboard behaviour is every modal's (ModalFrame).
 */
export function CompileManuscriptDialog({ writingId, title, onClose }: CompileManuscriptDialogProps) {
  return (
    <ModalFrame
      title="Compile manuscript"
      onClose={onClose}
      actions={
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <ExportPanel
        target={{ scope: 'writing', writingId }}
        formats={MANUSCRIPT_FORMATS}
        label="Compile"
        description={`“${title}” as one file: a title page, then each scene as a chapter under its name. The text is compiled as last saved.`}
      />
    </ModalFrame>
  );
}
