/** An id as product.md makes them for new map points and timeline lines, points and zones: random hex, made in the browser. */
export function randomHexId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
