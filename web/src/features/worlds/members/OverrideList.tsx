import type { ElementAccess, ElementAccessTable } from '@lorewright/domain/worlds/memberRoles';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import { useUpdateElementAccess, type WorldMembers } from '../api';
import { parseChoiceValue, titleOf } from './elementChoices';
import { roleOf, rolesGivenBy, type WorldRole } from './memberManagement';
import styles from './Members.module.css';
import { ACCESS_LABELS, ELEMENT_KIND_LABELS } from './roleLabels';

interface OverrideListProps {
  worldID: string;
  world: WorldView | undefined;
  people: WorldMembers;
  overrides: ElementAccessTable;
  viewer: WorldRole | null;
}

interface OverrideRow {
  key: string;
  memberID: string;
  access: ElementAccess;
}

const rowsOf = (overrides: ElementAccessTable): OverrideRow[] =>
  Object.entries(overrides).flatMap(([key, members]) => Object.entries(members).map(([memberID, access]) => ({ key, memberID, access })));

/** The overrides in place, each with a way back to the member's role (where the viewer may change that member). */
export function OverrideList({ worldID, world, people, overrides, viewer }: OverrideListProps) {
  const dispatch = useAppDispatch();
  const update = useUpdateElementAccess(worldID);
  const rows = rowsOf(overrides);
  if (rows.length === 0) return <p className={styles.empty}>No overrides: every member has their role’s access.</p>;

  const nameOf = (memberID: string) => people.members.find((member) => member._id === memberID)?.name ?? 'A former member';
  const remove = ({ key, memberID }: OverrideRow) => {
    const element = parseChoiceValue(key);
    if (!element) return;
    update.mutate(
      { memberID, element: element.element, elementID: element._id, access: 'role' },
      {
        onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message })),
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  };

  return (
    <ul className={styles.rows} aria-label="Access overrides">
      {rows.map((row) => {
        const name = nameOf(row.memberID);
        const title = titleOf(world, row.key) ?? 'An element no longer in the world';
        const kind = parseChoiceValue(row.key)?.element;
        const role = roleOf(people, row.memberID);
        const changeable = role !== null && role !== 'owner' && rolesGivenBy(viewer, role).length > 0;
        return (
          <li key={`${row.key}/${row.memberID}`} className={styles.row}>
            <span className={styles.override}>
              <span className={styles.strong}>{name}</span>
              <span className={styles.meta}>
                {title}
                {kind && ` · ${ELEMENT_KIND_LABELS[kind]}`}
              </span>
            </span>
            <span className={styles.overrideEnd}>
              <span className={styles.tag}>{ACCESS_LABELS[row.access]}</span>
              {changeable && (
                <button
                  type="button"
                  className={`button button-secondary ${styles.small}`}
                  disabled={update.isPending}
                  aria-label={`Remove the override of ${name} for ${title}`}
                  onClick={() => remove(row)}
                >
                  Remove
                </button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
