import { LANGUAGE_TITLE_MAX } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { NewLanguageBody } from '@lorewright/domain/languages/language.bodies';
import { ControlledNameField } from '../../components/forms/ControlledNameField';
import { NewElementCard } from '../../components/NewElementCard';
import { NewPaidElementPage } from '../../components/NewPaidElementPage';
import { useBodyForm } from '../../lib/forms/useBodyForm';
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

// The body of language/new without the world, which the page adds: the same title rule.
const NewLanguageFields = NewLanguageBody.omit({ worldID: true });

function NewLanguageForm({ worldID }: { worldID: string }) {
  const create = useCreateLanguage();
  const form = useBodyForm(NewLanguageFields, { title: '' });
  const createThenOpen = useCreateThenOpen(create, { created: m.created, pathOf: languagePath, state: { fromNewLanguage: true } satisfies LanguagePageState });
  // The same rule the server applies, so a refused title never makes a call.
  const submit = form.submitWith(({ title }) => !create.isPending && createThenOpen({ worldID, title }));

  return (
    <NewElementCard
      kind="languages"
      lead="Give your language a title. Runes, keys and words are added on the language's own page."
      busy={create.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <ControlledNameField control={form.control} name="title" label="Title" required max={LANGUAGE_TITLE_MAX} />
    </NewElementCard>
  );
}
