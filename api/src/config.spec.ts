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

  it("sizes the embedded read store's page cache, 32 MB a connection unless told", () => {
    expect(loadConfig({}).READ_STORE_CACHE_MB).toBe(32);
    expect(loadConfig({ READ_STORE_CACHE_MB: '8' }).READ_STORE_CACHE_MB).toBe(8);
    expect(() => loadConfig({ READ_STORE_CACHE_MB: '0' })).toThrow(/READ_STORE_CACHE_MB/);
    expect(() => loadConfig({ READ_STORE_CACHE_MB: 'lots' })).toThrow(/READ_STORE_CACHE_MB/);
  });

  it('treats an empty server address as not set', () => {
    expect(loadConfig({ KURRENTDB_URL: '' }).KURRENTDB_URL).toBeUndefined();
  });

  it('has account defaults: the promotion end, a local public address, rate limits on, no proxy trusted', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.PROMOTION_END.toISOString()).toBe('2025-10-15T00:00:00.000Z');
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.RATE_LIMIT_ENABLED).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.SERVER_PRIVATE_KEY).toBeUndefined();
  });

  it('reads the account settings', () => {
    const config = loadConfig({
      PROMOTION_END: '2030-01-01T00:00:00Z',
      PUBLIC_URL: 'https://lorewright.example/',
      RATE_LIMIT_ENABLED: 'false',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SERVER_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(config.PROMOTION_END.getUTCFullYear()).toBe(2030);
    expect(config.publicUrl).toBe('https://lorewright.example');
    expect(config.RATE_LIMIT_ENABLED).toBe(false);
    expect(config.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.SERVER_PRIVATE_KEY).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('refuses bad account settings by name', () => {
    expect(() => loadConfig({ PROMOTION_END: 'soon' })).toThrow(/PROMOTION_END: must be an ISO date/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL: must start with http:\/\//);
    expect(() => loadConfig({ RATE_LIMIT_ENABLED: 'maybe' })).toThrow(/RATE_LIMIT_ENABLED: must be true or false/);
    expect(() => loadConfig({ SERVER_PRIVATE_KEY: 'secret' })).toThrow(/SERVER_PRIVATE_KEY: must be a PEM private key/);
  });

  it('stores media as local files unless S3 is configured, and reads the S3 settings', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'media',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    // AWS itself: no endpoint, virtual-hosted buckets, the SDK's credential chain.
    expect(loadConfig({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'media',
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses half-given S3 settings by name', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: must be set/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'media' })).toThrow(/S3_ENDPOINT: must start with http:\/\//);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY: give both or neither/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE: must be true or false/);
  });
});
