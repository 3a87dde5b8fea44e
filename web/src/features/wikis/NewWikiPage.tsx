import { checkDisplayName, limitDisplayLength } from '@lorewright/domain/shared/displayText';
import { WIKI_CATEGORY_STYLE } from '@lorewright/domain/wikis/wikiCategories';
import { WIKI_SUBTITLE_MAX, WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { DEFAULT_WIKI_SUBTITLE, WIKI_CATEGORIES, type WikiCategory } from '@lorewright/domain/wikis/wikiView';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NewElementCard } from '../../components/NewElementCard';
import { NameField } from '../../components/NameField';
import { NotLoggedIn } from '../../components/NotLoggedIn';
import { PageLoading } from '../../components/PageLoading';
import { NoWorldChosen } from '../../components/NoWorldChosen';
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

function NewWikiForm({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const create = useCreateWiki();
  const [params] = useSearchParams();
  const preset = params.get('category');
  const [category, setCategory] = useState<WikiCategory | ''>(isCategory(preset) ? preset : '');
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const ids = { category: useId(), subtitle: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    // product.md marks both required without a text of its own; the rename's text says it best.
    if (!category) {
      dispatch(alertShown({ kind: 'warning', text: m.unknownCategory }));
      return;
    }
    const checked = checkDisplayName(title, { blank: m.nameRequired, max: WIKI_TITLE_MAX, tooLong: m.titleTooLong });
    if (!checked.ok) {
      dispatch(alertShown({ kind: 'warning', text: checked.message }));
      return;
    }
    const typedSubtitle = subtitle.trim();
    create.mutate(
      { category, title: checked.text, worldID, ...(typedSubtitle && { subtitle: typedSubtitle }) },
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
  };

  return (
    <NewElementCard
      kind="wikis"
      lead="Give your wiki a category and a title. It opens on its own page, private until you make it public."
      busy={create.isPending}
      onSubmit={submit}
    >
      <div className="form-field">
        <label htmlFor={ids.category} className="form-label">
          Category
        </label>
        <select id={ids.category} className="text-input" required value={category} onChange={(event) => setCategory(event.target.value as WikiCategory)}>
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
      <NameField label="Title" required value={title} max={WIKI_TITLE_MAX} onChange={setTitle} />
      <div className="form-field">
        <label htmlFor={ids.subtitle} className="form-label">
          Subtitle
        </label>
        <input
          id={ids.subtitle}
          className="text-input"
          value={subtitle}
          placeholder={DEFAULT_WIKI_SUBTITLE}
          onChange={(event) => setSubtitle(limitDisplayLength(event.target.value, WIKI_SUBTITLE_MAX))}
          autoComplete="off"
        />
      </div>
    </NewElementCard>
  );
}
