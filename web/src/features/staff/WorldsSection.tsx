import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { Link } from 'react-router';
import { DataTable } from './DataTable';
import { Section } from './Section';

export function WorldsSection({ worlds }: { worlds: StaffUserDetail['worlds'] }) {
  return (
    <Section title="Worlds">
      {worlds.length === 0 ? (
        <p className="empty-note">No worlds.</p>
      ) : (
        <DataTable caption="Worlds" columns={['Name', 'Visibility']}>
          {worlds.map((world) => (
            <tr key={world._id}>
              <th scope="row">
                <Link to={`/world/${encodeURIComponent(world._id)}`}>{world.name}</Link>
              </th>
              <td>{world.visibility}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
