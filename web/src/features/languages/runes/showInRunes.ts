// "Show in runes" as other features' pages use it (writing rooms, wikis): the page's choice, the
// control and the text drawn in runes, in one import.
export { InRunes } from './InRunes';
export { RunesToggle } from './RunesToggle';
export { useWorldRuneLanguage, type RuneChoice } from './useWorldRuneLanguage';
