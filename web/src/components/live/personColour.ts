// Light fills that dark text reads on (over 7:1), in either theme. The colour only tells the
// circles apart at a glance; the name beside each says who it is.
const FILLS = ['#60e0be', '#f2c36b', '#9fc5ff', '#f5a3c7', '#c7b3ff', '#ffb38a'];

/** The same person gets the same colour on every page and in every tab. */
export function personColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FILLS[hash % FILLS.length];
}

/** The first letter of a name, for its circle. */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
