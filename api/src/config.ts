import path from 'node:path';
import { z } from 'zod';
import { isDeliverableAddress } from './mail/mailer';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

// An environment flag: 'true'/'1'/'yes' or 'false'/'0'/'no' (z.coerce.boolean would read 'false' as true).
const flag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? defaultValue : ['true', '1', 'yes'].includes(value)));

// Express-style trust proxy: false (the default: the socket address is the client), true, a
// number of hops, or a comma-separated list of proxy addresses and CIDR ranges.
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value): boolean | number | string[] => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const optionalFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

const isoDate = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), { message: 'must be an ISO date such as 2025-10-15T00:00:00Z' })
  .transform((value) => new Date(value));

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.string().min(1).default('web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  KURRENTDB_URL: optionalUrl([
    'kurrentdb://',
    'kurrentdb+discover://',
    'kurrent://',
    'kurrent+discover://',
    'kdb://',
    'kdb+discover://',
    'esdb://',
    'esdb+discover://',
  ]),
  MONGODB_URL: optionalUrl(['mongodb://', 'mongodb+srv://']),
  MONGODB_DB: z.string().min(1).default('lorewright'),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // The embedded read store's page cache per connection (it has two), in MiB: a small
  // deployment may lower it, a large world raise it.
  READ_STORE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  // A projection further behind the log head than this makes /ready answer 503.
  READY_MAX_LAG: z.coerce.number().int().min(0).default(10_000),
  // Registrations before this instant are 'Beta Test User' with a year of every element.
  PROMOTION_END: isoDate.default(new Date('2025-10-15T00:00:00Z')),
  // Where people reach the app, for links in mails. Default http://localhost:PORT.
  PUBLIC_URL: optionalUrl(['http://', 'https://']).transform((value) => value?.replace(/\/+$/, '')),
  // Mail: SMTP when set (e.g. smtp://user:pass@host:587), otherwise .eml files in DATA_DIR/mail.
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().trim().min(3).default('Lorewright <no-reply@lorewright.local>'),
  // Where support tickets are mailed (the support page's reports, with their screenshots).
  SUPPORT_EMAIL: z.string().trim().refine(isDeliverableAddress, { message: 'must be one e-mail address' }).default('support@lorewright.local'),
  RATE_LIMIT_ENABLED: flag(true),
  TRUST_PROXY: trustProxy,
  // PEM (PKCS#8 or PKCS#1) of the RSA key for encrypted request bodies; `\n` escapes allowed.
  // Without it a key pair is generated once and kept in DATA_DIR/server-keys.json.
  SERVER_PRIVATE_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/\\n/g, '\n') : undefined))
    .refine((value) => value === undefined || /-----BEGIN (RSA )?PRIVATE KEY-----/.test(value), { message: 'must be a PEM private key' }),
  // Media storage: S3 (MinIO in compose) when S3_ENDPOINT or S3_BUCKET is set, otherwise files
  // under DATA_DIR/media. Without keys the SDK's own credential chain is used (e.g. an IAM role).
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  // Bucket in the path (MinIO, s3rver) rather than the host name; default: on with S3_ENDPOINT.
  S3_FORCE_PATH_STYLE: optionalFlag,
  // Payments: Stripe when STRIPE_SECRET_KEY is set (STRIPE_WEBHOOK_SECRET then required),
  // otherwise the built-in sandbox, which signs with STRIPE_WEBHOOK_SECRET or its own secret.
  STRIPE_SECRET_KEY: optionalText.refine((value) => value === undefined || /^(sk|rk)_/.test(value), { message: 'must be a Stripe secret key (sk_… or rk_…)' }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((value) => value === undefined || value.startsWith('whsec_'), {
    message: 'must be a webhook signing secret (whsec_…)',
  }),
});

// Never echoed in a configuration error: the message reaches logs and terminals.
const SECRET_VARIABLES = new Set(['SERVER_PRIVATE_KEY', 'S3_SECRET_ACCESS_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDist: string; publicUrl: string; s3: S3Settings | null };

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// The S3 media storage's settings, or null for local files; a half-given setting is refused.
const s3Settings = (config: z.infer<typeof ConfigSchema>): S3Settings | null => {
  if (!config.S3_ENDPOINT && !config.S3_BUCKET) return null;
  if (!config.S3_BUCKET) throw new ConfigError(['S3_BUCKET: must be set when S3_ENDPOINT is set']);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither']);
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
};

// Reads the environment once at start-up; a bad value stops the process with a message naming
// the variable, the problem and the value given.
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}: ${issue.message} (got ${SECRET_VARIABLES.has(name) ? 'a value that is not shown' : JSON.stringify(env[name])})`;
      }),
    );
  }
  const config = result.data;
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(['STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is set (Stripe webhooks are verified with it)']);
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    webDist: path.resolve(config.WEB_DIST),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    s3: s3Settings(config),
  };
};

// The server's own address for calls from this machine (the sandbox's webhooks, the ops CLI),
// whatever proxy PUBLIC_URL names: a wildcard interface is reached through loopback.
export const localServerUrl = ({ HOST, PORT }: Pick<Config, 'HOST' | 'PORT'>) => {
  const host = ['0.0.0.0', '::', ''].includes(HOST) ? '127.0.0.1' : HOST.includes(':') ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
};
