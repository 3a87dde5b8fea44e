import { localServerUrl, type Config } from '@lorewright/api/config';

const USAGE = 'test-clock <days>';

// `ops test-clock <days>`: moves the running server's sandbox payment provider ahead, so
// renewals are billed, cancelled plans end and unpaid ones lapse (each through its webhook).
// Only a development server with the sandbox provider has the clock; the server answers 404
// otherwise.
export const testClock = async (config: Pick<Config, 'HOST' | 'PORT'>, args: string[], post: typeof fetch = fetch): Promise<string> => {
  const days = Number(args[0]);
  if (args.length !== 1 || !Number.isFinite(days) || days <= 0) throw new Error(`Usage: ${USAGE} (a positive number of days)`);
  const url = `${localServerUrl(config)}/api/v1/dev/payments/clock`;
  const response = await post(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days }) }).catch(() => {
    throw new Error(`No server answered at ${url}: start it first (npm start).`);
  });
  const body = (await response.json().catch(() => ({}))) as { now?: number; error?: string };
  if (response.status === 404) throw new Error('This server has no test clock: it is in production or uses Stripe.');
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
  return `The sandbox's clock now reads ${new Date((body.now ?? 0) * 1000).toISOString()}.`;
};
