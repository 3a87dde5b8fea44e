import { mongoServer } from '../testing/mongoServer';
import { describeWithProductionServer } from '../testing/productionServer';
import { keyVaultContract } from './keyVault.contract';
import { openMongoKeyVault } from './mongoKeyVault';

// A collection of its own, so a shared server's real keys are never touched.
await describeWithProductionServer(mongoServer('MongoDB key vault'), (url) => {
  keyVaultContract('mongodb', () => openMongoKeyVault(url(), 'lorewright_contract', 'personal_keys_contract'));
});
