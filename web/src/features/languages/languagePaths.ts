// Where languages open; the language page's router state (fromNewLanguage) is in LanguageBackButton.
export const languagePath = (id: string) => `/language/${encodeURIComponent(id)}`;
