import { useFamilyTree } from './api';
import { FamilyTree } from './FamilyTree';
import styles from './FamilyTreeDialog.module.css';
import { WideDialog } from './WideDialog';

export const FAMILY_TEXTS = {
  title: (name: string) => `Family tree of ${name}`,
  loading: 'Loading the family…',
  alone: 'No parents, children or spouses yet. Add them as relations to draw the tree.',
};

/** The family around a character in a wide modal dialog (Escape or Close to leave). */
export default function FamilyTreeDialog({ wikiID, title, onClose }: { wikiID: string; title: string; onClose: () => void }) {
  const family = useFamilyTree(wikiID);
  const heading = FAMILY_TEXTS.title(title);
  return (
    <WideDialog title={heading} onClose={onClose}>
      <>
        {family.isPending && <p role="status">{FAMILY_TEXTS.loading}</p>}
        {family.isError && <p role="alert">{family.error.message}</p>}
        {family.data &&
          (family.data.people.length <= 1 ? (
            <p className={styles.note}>{FAMILY_TEXTS.alone}</p>
          ) : (
            <FamilyTree tree={family.data} title={heading} onOpen={onClose} />
          ))}
      </>
    </WideDialog>
  );
}
