import { keyVaultContract } from './keyVault.contract';
import { createMemoryKeyVault } from './memoryKeyVault';

// A reopen of a memory vault is the same vault.
const vault = createMemoryKeyVault();
keyVaultContract('memory', () => ({ ...vault, close: async () => undefined }));
