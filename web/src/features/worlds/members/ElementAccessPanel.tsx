import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { WorldMembers } from '../api';
import { ElementAccessForm } from './ElementAccessForm';
import { roleOf, rolesGivenBy, type WorldRole } from './memberManagement';
import { OverrideList } from './OverrideList';
import styles from './Members.module.css';
import { ROLE_LABELS } from './roleLabels';

interface ElementAccessPanelProps {
  worldID: string;
  world: WorldView | undefined;
  people: WorldMembers;
  viewer: WorldRole | null;
}

/** The managers' overrides of members' access to single elements, and the form that sets them. */
export function ElementAccessPanel({ worldID, world, people, viewer }: ElementAccessPanelProps) {
  const overrides = people.elementAccess ?? {};
  // The members whose access the viewer may change: all of them for the owner, not co-owners for a co-owner.
  const members = people.members.flatMap((person) => {
    const role = roleOf(people, person._id);
    return role && role !== 'owner' && rolesGivenBy(viewer, role).length > 0 ? [{ person, roleLabel: ROLE_LABELS[role] }] : [];
  });

  return (
    <section className="panel-card" aria-labelledby="access-title">
      <h2 id="access-title" className="panel-title">
        Element access
      </h2>
      <p className="panel-text">
        Give one member more or less than their role allows on a single element. Edit lets them change it, Read lets them only read it, and None shows it to
        them as to a visitor: hidden when private. Role’s default removes the override.
      </p>
      {world && <ElementAccessForm worldID={worldID} world={world} members={members} overrides={overrides} />}
      <h3 className={styles.subheading}>Overrides in place</h3>
      <OverrideList worldID={worldID} world={world} people={people} overrides={overrides} viewer={viewer} />
    </section>
  );
}
