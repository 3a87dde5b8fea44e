import { LANGUAGE_TITLE_MAX } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { LANGUAGE_TITLE_RULE } from '@lorewright/domain/languages/languageTitle';
import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { useState, type FormEvent } from 'react';
import { NewElementCard } from '../../components/NewElementCard';
import { NameField } from '../../components/NameField';
import { NewPaidElementPage } from '../../components/NewPaidElementPage';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useCreateThenOpen } from '../../lib/useCreateThenOpen';
import { useCreateLanguage } from './api';
import type { LanguagePageState } from './LanguageBackButton';
import { languagePath } from './languagePaths';

/** /new-language (product.md §2): a title; then the new language, whose Back leads to /creation. */
export function NewLanguagePage() {
  return (
    <NewPaidElementPage
      feature="languages"
      page="New Language"
      livesIn="Languages live inside a world."
      form={(worldID) => <NewLanguageForm worldID={worldID} />}
    />
  );
}

function NewLanguageForm({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const create = useCreateLanguage();
  const [title, setTitle] = useState('');
  const createThenOpen = useCreateThenOpen(create, { created: m.created, pathOf: languagePath, state: { fromNewLanguage: true } satisfies LanguagePageState });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    // The same rule the server applies, so a refused title never makes a call.
    const checked = checkDisplayName(title, LANGUAGE_TITLE_RULE);
    if (!checked.ok) return void dispatch(alertShown({ kind: 'warning', text: checked.message }));
    createThenOpen({ worldID, title: checked.text });
  };

  return (
    <NewElementCard
      kind="languages"
      lead="Give your language a title. Runes, keys and words are added on the language's own page."
      busy={create.isPending}
      onSubmit={submit}
    >
      <NameField label="Title" required value={title} max={LANGUAGE_TITLE_MAX} onChange={setTitle} />
    </NewElementCard>
  );
}
