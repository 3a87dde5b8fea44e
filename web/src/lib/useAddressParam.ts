import { useLocation } from 'react-router';

/**
 * A parameter of the address (`?timeline=t1`). After 3 s the app moves the query into the hash
 * (product.md §9, AppStart), so the hash (`#timeline=t1`) is read too.
 */
export function useAddressParam(name: string): string | null {
  const { search, hash } = useLocation();
  return new URLSearchParams(search).get(name) ?? new URLSearchParams(hash.slice(1)).get(name);
}
