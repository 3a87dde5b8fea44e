import { limitDisplayLength } from '@lorewright/domain/shared/displayText';
import { NewWikiBody } from '@lorewright/domain/wikis/wiki.bodies';
import { WIKI_CATEGORY_STYLE } from '@lorewright/domain/wikis/wikiCategories';
import { WIKI_SUBTITLE_MAX, WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { DEFAULT_WIKI_SUBTITLE, WIKI_CATEGORIES, type WikiCategory } from '@lorewright/domain/wikis/wikiView';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { NewElementCard } from '../../components/NewElementCard';
import { ControlledNameField } from '../../components/forms/ControlledNameField';
import { NotLoggedIn } from '../../components/NotLoggedIn';
import { PageLoading } from '../../components/PageLoading';
import { NoWorldChosen } from '../../components/NoWorldChosen';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useCurrentUser } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useCreateWiki } from './api';
import { wikiPath, type WikiPageState } from './wikiPaths';

const isCategory = (value: string | null): value is WikiCategory => WIKI_CATEGORIES.some((category) => category === value);

/** /new-wiki (product.md §2): category, title and subtitle; then the new wiki, or /creation with the error. */
export function NewWikiPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const user = useCurrentUser();
  if (!isSignedIn) return <NotLoggedIn page="New Wiki" />;
  if (!user) return <PageLoading />;
  if (!user.currentWorldID) {
    return <NoWorldChosen badge="New Wiki" livesIn="Wikis live inside a world." />;
  }
  return <NewWikiForm worldID={user.currentWorldID} />;
}

// The body of creation/newWiki without the world, which the page adds: the same rules.
const NewWikiFields = NewWikiBody.pick({ category: true, title: true, subtitle: true });

function NewWikiForm({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const create = useCreateWiki();
  const [params] = useSearchParams();
  const preset = params.get('category');
  const form = useBodyForm(NewWikiFields, { category: isCategory(preset) ? preset : ('' as WikiCategory), title: '', subtitle: '' });
  const subtitle = useController({ control: form.control, name: 'subtitle' }).field;
  const ids = { category: useId(), subtitle: useId() };

  // A category is required (product.md gives it no text of its own: the rename's says it best).
  const submit = form.submitWith(({ category, title, subtitle: typed }) => {
    if (create.isPending) return;
    create.mutate(
      { category, title, worldID, ...(typed && { subtitle: typed }) },
      {
        onSuccess: ({ id, message }) => {
          if (message) dispatch(alertShown({ kind: 'success', text: message }));
          const state: WikiPageState = { fromNewWiki: true };
          void navigate(id ? wikiPath(id) : '/creation', { state });
        },
        onError: (error) => {
          dispatch(alertShown({ kind: 'error', text: error.message }));
          void navigate('/creation');
        },
      },
    );
  });

  return (
    <NewElementCard
      kind="wikis"
      lead="Give your wiki a category and a title. It opens on its own page, private until you make it public."
      busy={create.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <div className="form-field">
        <label htmlFor={ids.category} className="form-label">
          Category
        </label>
        <select id={ids.category} className="text-input" required {...form.register('category')}>
          <option value="" disabled>
            Choose a category
          </option>
          {WIKI_CATEGORIES.map((each) => (
            <option key={each} value={each}>
              {WIKI_CATEGORY_STYLE.get(each)?.label ?? each}
            </option>
          ))}
        </select>
      </div>
      <ControlledNameField control={form.control} name="title" label="Title" required max={WIKI_TITLE_MAX} />
      <div className="form-field">
        <label htmlFor={ids.subtitle} className="form-label">
          Subtitle
        </label>
        <input
          id={ids.subtitle}
          className="text-input"
          value={subtitle.value ?? ''}
          placeholder={DEFAULT_WIKI_SUBTITLE}
          onChange={(event) => subtitle.onChange(limitDisplayLength(event.target.value, WIKI_SUBTITLE_MAX))}
          autoComplete="off"
        />
      </div>
    </NewElementCard>
  );
}
