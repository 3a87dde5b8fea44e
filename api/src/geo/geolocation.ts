import { BlockList, isIP } from 'node:net';
import type { LoginLocation } from '@lorewright/domain/accounts/userView';

// The Geolocation port: where a login came from, for the login history.
export interface Geolocation {
  locate(ip: string): LoginLocation;
}

// Addresses that say nothing about where a person is: loopback, private networks, link-local,
// carrier-grade NAT, unique-local IPv6.
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

// '::ffff:1.2.3.4' (IPv4 seen by an IPv6 socket) is the IPv4 address.
export const plainAddress = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

export const isPublicAddress = (ip: string): boolean => {
  const version = isIP(ip);
  return version !== 0 && !notPublic.check(ip, version === 4 ? 'ipv4' : 'ipv6');
};

export const unknownLocation = (ip: string): LoginLocation => ({ ip, city: null, country_name: null });
