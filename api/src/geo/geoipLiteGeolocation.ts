import { createRequire } from 'node:module';
import { isPublicAddress, plainAddress, unknownLocation, type Geolocation } from './geolocation';

// geoip-lite ships MaxMind's GeoLite database in the package, so lookups work offline.
interface GeoipLite {
  lookup(ip: string): { country: string; city: string } | null;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const createGeoipLiteGeolocation = (): Geolocation => {
  // Loaded on the first lookup: the database takes ~150 MB and half a second to read, which
  // processes that never see a login (tests, the ops CLI) should not pay.
  let geoip: GeoipLite | undefined;
  const database = () => (geoip ??= createRequire(import.meta.url)('geoip-lite') as GeoipLite);

  return {
    locate: (rawIp) => {
      const ip = plainAddress(rawIp);
      if (!isPublicAddress(ip)) return unknownLocation(ip);
      const found = database().lookup(ip);
      if (!found) return unknownLocation(ip);
      return { ip, city: found.city || null, country_name: found.country ? (countryNames.of(found.country) ?? found.country) : null };
    },
  };
};
