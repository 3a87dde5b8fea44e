import { QUEUE_FILTERS, type QueueFilter } from '@lorewright/domain/staff/queueFilter';
import { useSearchParams } from 'react-router';
import { useAddressParam } from '../../lib/useAddressParam';

const filterOf = (value: string | null): QueueFilter => QUEUE_FILTERS.find((filter) => filter === value) ?? 'open';
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 0;
};

/**
 * A staff queue's filter and page, kept in the address (?filter=&page=) so a queue page can be
 * shared, reloaded and gone back to. Read from the hash too: the app moves a query there after
 * 3 s (AppStart).
 */
export function useQueueAddress() {
  const [, setParams] = useSearchParams();
  const filter = filterOf(useAddressParam('filter'));
  const page = pageOf(useAddressParam('page'));
  const go = (next: QueueFilter, nextPage = 0) => setParams(nextPage > 0 ? { filter: next, page: String(nextPage) } : { filter: next });
  return { filter, page, go };
}
