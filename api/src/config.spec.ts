import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded stack on port 3000 with data under ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.KURRENTDB_URL).toBeUndefined();
    expect(config.MONGODB_URL).toBeUndefined();
  });

  it('names the variable, the problem and the value for a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: .*\(got "abc"\)/);
    expect(() => loadConfig({ MONGODB_URL: 'http://x' })).toThrow(/MONGODB_URL: must start with mongodb:\/\//);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('treats an empty server address as not set', () => {
    expect(loadConfig({ KURRENTDB_URL: '' }).KURRENTDB_URL).toBeUndefined();
  });
});
