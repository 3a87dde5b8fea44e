import type { DomainEvent } from '../events/eventDefinition';
import type { ElementDescriber, HistoryLabels } from './elementHistory';

// Summaries of one element's events in order, as the history projection makes them: each event
// is given only the labels it names (labelKeysOf) and the names it learns are kept for the next.
// A describer that reads a label it did not name gets none, so its spec sees the wrong summary.
export const historySummaries = <E extends DomainEvent>(describer: ElementDescriber<E>, events: readonly E[]): string[] => {
  const known = new Map<string, string>();
  return events.map((event) => {
    const given: HistoryLabels = {};
    for (const key of describer.labelKeysOf(event)) if (known.has(key)) given[key] = known.get(key)!;
    const { summary, labels } = describer.describe(event, given);
    for (const [key, name] of Object.entries(labels)) known.set(key, name);
    return summary;
  });
};
