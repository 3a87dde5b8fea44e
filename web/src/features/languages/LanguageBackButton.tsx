import { CreationBackButton } from '../../components/CreationBackButton';

/** What /new-language tells the language page it opens. */
export interface LanguagePageState {
  fromNewLanguage?: boolean;
}

const fromNewLanguage = (state: unknown) => (state as LanguagePageState | null)?.fromNewLanguage === true;

/** Back: to /creation when the language was just made on /new-language (product.md §2), else one step back. */
export function LanguageBackButton() {
  return <CreationBackButton newPath="/new-language" fromNew={fromNewLanguage} />;
}
