import { useId, useState } from 'react';
import { Loaded } from '../../components/Loaded';
import { useStaffUserEvents } from './api';
import { EventsTable } from './EventsTable';
import { Section } from './Section';

/** The raw events of one of the person's streams, chosen from the list the detail names. */
export function EventsSection({ userId, streams }: { userId: string; streams: string[] }) {
  const selectId = useId();
  const [stream, setStream] = useState<string | null>(null);
  const events = useStaffUserEvents(userId, stream);
  return (
    <Section title="Events">
      <div className="form-field">
        <label htmlFor={selectId} className="form-label">
          Stream
        </label>
        <select id={selectId} className="text-input" value={stream ?? ''} onChange={(event) => setStream(event.target.value || null)}>
          <option value="">Choose a stream</option>
          {streams.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {stream !== null && <Loaded query={events}>{(view) => <EventsTable events={view.events} />}</Loaded>}
    </Section>
  );
}
