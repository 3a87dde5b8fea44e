import type { LanguageListItem, LanguageView } from '@lorewright/domain/languages/languageView';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../../../lib/apiClient';
import { fetchLanguage, languageKeys, useLanguages } from '../api';

/** A page's "Show in runes" choice: the world's languages, the one chosen (loaded) and Invert Colors. */
export interface RuneChoice {
  languages: LanguageListItem[];
  chosenID: string;
  choose: (languageID: string) => void;
  /** The chosen language once loaded; null while the text is shown as it is. */
  language: LanguageView | null;
  failed: boolean;
  inverted: boolean;
  setInverted: (inverted: boolean) => void;
}

/**
 * The languages of a world the viewer may see (the server lists only those; the demo world's is
 * bundled) and the one chosen to show the page's text in, fetched only once chosen.
 */
export function useWorldRuneLanguage(worldID: string): RuneChoice {
  const languages = useLanguages(worldID).data ?? [];
  const [chosenID, choose] = useState('');
  // Runes are usually drawn in dark ink; the pages they are shown on are dark: light by default.
  const [inverted, setInverted] = useState(true);
  const chosen = useQuery({
    queryKey: languageKeys.one(chosenID),
    queryFn: async () => unwrap(await fetchLanguage(chosenID)),
    enabled: chosenID !== '',
    staleTime: 0,
    retry: false,
  });
  return {
    languages,
    chosenID,
    choose,
    language: chosenID === '' ? null : (chosen.data ?? null),
    failed: chosenID !== '' && chosen.isError,
    inverted,
    setInverted,
  };
}
