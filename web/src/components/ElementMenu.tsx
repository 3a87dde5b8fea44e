import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import list from '../styles/ListPanel.module.css';
import { canCreateElements, canEditElement } from '@lorewright/domain/worlds/worldAccess';
import { ELEMENT_NAME_OF } from '@lorewright/domain/worlds/worldView';
import type { ElementKind, WorldView } from '@lorewright/domain/worlds/worldView';
import { elementKinds } from '../lib/elementKinds';
import { useCurrentUser } from '../lib/session/api';
import { useMenuEditMode, type MenuChanges } from '../lib/useMenuEditMode';
import { AlertMessage } from './Alerts';
import { EditToggle } from './EditToggle';
import type { ElementRowHandlers } from './ElementMenuRow';
import { ElementMenuConfirm } from './ElementMenuConfirm';

interface MenuItem {
  _id: string;
  title: string;
  visibility: Visibility;
}

/** What a row of the menu is given besides its element. */
export interface ElementMenuRowState extends ElementRowHandlers {
  editMode: boolean;
  renaming: boolean;
  renameBusy: boolean;
}

export interface ElementMenuProps<T extends MenuItem> {
  /** The kind listed: its title ('Maps') and its New button come from lib/elementKinds.ts. */
  kind: ElementKind;
  /** The world whose elements these are: who may edit it sees the buttons and Edit. */
  world: WorldView;
  /** The author's buttons after New and before Edit (Generate Map). */
  moreButtons?: ReactNode;
  /** The world's elements as they load. */
  items: { isPending: boolean; error: Error | null; data: T[] | undefined };
  /** Between the head and the list (a search box), and the elements it lets through. */
  toolbar?: ReactNode;
  shown?: (item: T) => boolean;
  /** The kind's own texts (product.md §8): its empty menu and its delete confirmation. */
  messages: { emptyMenu: string; deleteTitle: (title: string) => string; deleteWarning: string };
  /** Shown when the toolbar's filter lets no element through. */
  noMatch?: string;
  actions: MenuChanges<T> & { renameBusy: boolean; rename: (item: T, title: string, onDone: () => void) => void };
  row: (item: T, state: ElementMenuRowState) => ReactNode;
}

/**
 * A tab of the creation hub listing a world's elements of one kind (maps, timelines; product.md §2, §4):
 * the head with the author's buttons and Edit, the list, and in edit mode each row's visibility,
 * one rename at a time and delete, with their confirm dialogs.
 */
export function ElementMenu<T extends MenuItem>({ kind, world, moreButtons, items, toolbar, shown, messages, noMatch, actions, row }: ElementMenuProps<T>) {
  const { label, singular, newPath } = elementKinds[kind];
  const user = useCurrentUser();
  // New elements by the owner, editors and co-owners; each row's tools by who may edit that one.
  const canEdit = canCreateElements(world, user?._id);
  const edit = useMenuEditMode<T>();
  const editMode = canEdit && edit.editMode;
  const visible = items.data?.filter((item) => !shown || shown(item)) ?? [];
  return (
    <div className={list.menu}>
      <div className={list.head}>
        <h2 className={list.title}>{label}</h2>
        {canEdit && (
          <div className={list.actions}>
            <Link to={newPath} className="button button-primary">
              New {singular}
            </Link>
            {moreButtons}
            <EditToggle pressed={edit.editMode} onToggle={edit.toggle} />
          </div>
        )}
      </div>
      {toolbar}

      {items.isPending ? (
        <p className={list.empty}>{`Loading ${label.toLowerCase()}…`}</p>
      ) : items.error ? (
        <AlertMessage kind="error" inline>
          {items.error.message}
        </AlertMessage>
      ) : !items.data?.length ? (
        <p className={list.empty}>{messages.emptyMenu}</p>
      ) : visible.length === 0 ? (
        <p className={list.empty}>{noMatch}</p>
      ) : (
        <ul className={list.list}>
          {visible.map((item) => (
            <li key={item._id}>
              {row(item, {
                editMode: editMode && canEditElement(world, ELEMENT_NAME_OF[kind], item._id, user?._id),
                renaming: edit.renamingId === item._id,
                renameBusy: actions.renameBusy,
                ...edit.rowHandlers(item, actions.rename),
              })}
            </li>
          ))}
        </ul>
      )}

      <ElementMenuConfirm
        asking={edit.asking}
        titleOf={(item) => item.title}
        deleteTitle={messages.deleteTitle}
        deleteWarning={() => messages.deleteWarning}
        onConfirm={() => edit.confirm(actions)}
        onCancel={edit.cancel}
      />
    </div>
  );
}
