// File and folder names in the vault. Obsidian links a note by its path, and the ZIP may be
// unpacked on any system, so a name keeps only what every file system and Obsidian accept,
// and names that would clash (also by letter case: macOS and Windows do not tell them apart)
// are told apart by a number.

// Characters Windows, macOS or Obsidian's links refuse in a name.
const OUT = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|', '#', '^', '[', ']']);
const NAME_MAX = 100;
// Names Windows keeps for devices.
const RESERVED = new Set(['con', 'prn', 'aux', 'nul', ...Array.from({ length: 9 }, (_, i) => [`com${i + 1}`, `lpt${i + 1}`]).flat()]);

export const safeFileName = (title: string, fallback: string) => {
  let name = '';
  for (const char of title) {
    const code = char.codePointAt(0)!;
    name += OUT.has(char) || code < 32 || code === 127 ? ' ' : char;
  }
  name = name.split(' ').filter(Boolean).join(' ');
  // A name may not start or end with a dot (hidden, or dropped by Windows).
  let start = 0;
  let end = name.length;
  while (start < end && name[start] === '.') start++;
  while (end > start && name[end - 1] === '.') end--;
  name = [...name.slice(start, end)].slice(0, NAME_MAX).join('').trim();
  return name === '' || RESERVED.has(name.toLowerCase()) ? fallback : name;
};

/** Hands out names unique within one folder: 'Name', 'Name (2)', 'Name (3)'… */
export const uniqueNames = () => {
  const taken = new Set<string>();
  return (title: string, fallback: string) => {
    const base = safeFileName(title, fallback);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  };
};
