import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID } from '@lorewright/domain/languages/demoLanguage';
import type { Stack } from '../../composition';
import type { ElementKind } from '../elements/elementKind';
import { paidElementKindOf } from '../elements/elementKindOf';
import { LANGUAGE_VIEWS } from './languageViews';

// Languages as a paid element kind of the shared calls (elementKindOf.ts).
export const languageElement = (stack: Stack): ElementKind =>
  paidElementKindOf(stack, {
    views: LANGUAGE_VIEWS,
    head: stack.queries.languages.languageHead,
    demo: { id: DEMO_LANGUAGE_ID, title: DEMO_LANGUAGE.title },
    commands: stack.commands.languages,
    searchTitles: stack.queries.languages.searchTitles,
  });
