import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const SANDBOX_SECRET_FILE = 'payments-sandbox-secret.json';

// The secret the sandbox signs its webhooks with: STRIPE_WEBHOOK_SECRET when set, otherwise one
// generated on first start and kept in DATA_DIR, so signatures stay valid across restarts.
export const loadSandboxSecret = (dataDir: string, configured?: string): string => {
  if (configured) return configured;
  const file = path.join(dataDir, SANDBOX_SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx': if another process got here first, its secret wins and is read below.
      fs.writeFileSync(file, JSON.stringify({ secret: `whsec_${randomBytes(24).toString('hex')}` }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { secret: string }).secret;
};
