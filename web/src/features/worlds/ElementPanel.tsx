import { hasPermission } from '@lorewright/domain/accounts/permissions';
import type { ElementKind, ElementSummary, WorldView } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router-dom';
import { VisibilityBadge } from '../../components/icons/Icon';
import { NotOwned } from '../../components/NotOwned';
import { useCurrentUser } from '../../lib/session/api';
import { MapsMenu } from '../maps/MapsMenu';
import { TimelinesMenu } from '../timelines/TimelinesMenu';
import { WikisMenu } from '../wikis/WikisMenu';
import { WritingsMenu } from '../writings/WritingsMenu';
import { elementKinds, listedElements } from './elementKinds';
import styles from './ElementPanel.module.css';

// The empty states of the element menus (creative-elements §2, §8).
export const emptyMenuText: Record<Exclude<ElementKind, 'wikis' | 'maps' | 'timelines'>, string> = {
  writings: 'This folder is empty.',
  languages: 'You have not created any languages.',
};

/**
 * One tab of the hub: the world's elements of that kind and the way to make a new one. The paid
 * kinds need their permission; without it the menu offers the subscription instead (spec §6).
 */
export function ElementPanel({ kind, world }: { kind: ElementKind; world: WorldView }) {
  const user = useCurrentUser();
  if (!user || !hasPermission(user.permissions ?? {}, kind, new Date())) return <NotOwned />;
  // Writings, wikis, maps and timelines have their own menus: a tree of folders and documents
  // (features/writings), four categories with an edit mode (features/wikis), lists with an edit
  // mode and the generator (features/maps) or the calendar (features/timelines).
  if (kind === 'writings') return <WritingsMenu world={world} />;
  if (kind === 'wikis') return <WikisMenu world={world} />;
  if (kind === 'maps') return <MapsMenu world={world} />;
  if (kind === 'timelines') return <TimelinesMenu world={world} />;
  const info = elementKinds[kind];

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <h2 className={styles.title}>{info.label}</h2>
        <Link to={info.newPath} className="button button-primary">
          New {info.singular}
        </Link>
      </div>
      <ElementList kind={kind} elements={listedElements(kind, world[kind])} empty={emptyMenuText[kind]} />
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function ElementList({ kind, elements, empty }: { kind: ElementKind; elements: readonly ElementSummary[]; empty: string }) {
  if (elements.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {elements.map((element) => (
        <li key={element._id}>
          <Link to={elementKinds[kind].path(element._id)} className={styles.row}>
            <VisibilityBadge visibility={element.visibility} className={styles.visibility} />
            <span className={styles.rowTitle}>{element.title}</span>
            <time className={styles.date} dateTime={element.lastUpdated}>
              {dateFormat.format(new Date(element.lastUpdated))}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
