import { describe, expect, it } from 'vitest';
import { isPublicAddress, plainAddress } from './geolocation';
import { createGeoipLiteGeolocation } from './geoipLiteGeolocation';

describe('geolocation from the offline database', () => {
  const geo = createGeoipLiteGeolocation();

  it('names the city and the country of a public address', () => {
    expect(geo.locate('81.2.69.142')).toEqual({ ip: '81.2.69.142', city: expect.any(String), country_name: 'United Kingdom' });
    expect(geo.locate('::ffff:8.8.8.8')).toMatchObject({ ip: '8.8.8.8', country_name: 'United States' });
  });

  it('knows nothing of private, loopback and malformed addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.7', '172.20.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'nonsense']) {
      expect(geo.locate(ip)).toEqual({ ip: plainAddress(ip), city: null, country_name: null });
    }
  });

  it('tells public from private addresses', () => {
    expect(isPublicAddress('1.1.1.1')).toBe(true);
    expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
  });
});
