import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.string().min(1).default('web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  KURRENTDB_URL: optionalUrl(['kurrentdb://', 'kurrentdb+discover://', 'kurrent://', 'kurrent+discover://', 'kdb://', 'kdb+discover://', 'esdb://', 'esdb+discover://']),
  MONGODB_URL: optionalUrl(['mongodb://', 'mongodb+srv://']),
  MONGODB_DB: z.string().min(1).default('lorewright'),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // A projection further behind the log head than this makes /ready answer 503.
  READY_MAX_LAG: z.coerce.number().int().min(0).default(10_000),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDist: string };

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Reads the environment once at start-up; a bad value stops the process with a message naming
// the variable, the problem and the value given.
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}: ${issue.message} (got ${JSON.stringify(env[name])})`;
      }),
    );
  }
  const config = result.data;
  return { ...config, dataDir: path.resolve(config.DATA_DIR), webDist: path.resolve(config.WEB_DIST) };
};
