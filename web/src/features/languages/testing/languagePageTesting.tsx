import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { screen } from '@testing-library/react';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import type { MockApi } from '../../../testing/perTest';
import { renderPage } from '../../../testing/renderPage';
import { makeLanguage } from './languagePageFixtures';
import { LanguagePage } from '../LanguagePage';

export const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { languages: '2999-01-01T00:00:00.000Z' } });

/** The language page on its own route, with the alerts it raises. */
export const renderLanguagePage = (id: string, token: string | null, state: unknown = null) =>
  renderPage('/language/:id', <LanguagePage />, `/language/${id}`, token, state);

/** Opens a language as its author (with a token) or as a reader (without), once it has loaded. */
export async function openLanguage(api: MockApi, language: LanguageView = makeLanguage(), token: string | null = 't') {
  if (token) api.on('POST me', meAnswer(author));
  api.on(`GET language/${language._id}`, { status: 200, body: language });
  renderLanguagePage(language._id, token);
  await screen.findByRole('heading', { name: language.title });
  if (token) await screen.findByRole('button', { name: 'Add Key' });
}

/** Answers a change call with the language as it now is. */
export const answerWith = (api: MockApi, key: string, language: LanguageView = makeLanguage(), status = 200) =>
  api.on(key, () => ({ status, body: { message: 'Updated successfully.', language } }));

export const bodiesOf = (api: MockApi, key: string) => api.callsTo(key).map((call) => call.body);
