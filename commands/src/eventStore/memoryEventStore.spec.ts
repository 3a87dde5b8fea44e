import { eventStoreContract } from './eventStore.contract';
import { createMemoryEventStore } from './memoryEventStore';

eventStoreContract('memory', createMemoryEventStore);
