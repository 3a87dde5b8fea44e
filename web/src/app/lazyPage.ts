import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Any props, as React.lazy itself takes: each page keeps its own props type through Module[Name].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = ComponentType<any>;

const loading = new Set<Promise<unknown>>();

/**
 * A page loaded on first render, as a chunk of its own: `lazyPage(() => import('…/LoginPage'),
 * 'LoginPage')` takes the named export, since pages have no default export.
 */
export function lazyPage<Name extends string, Module extends Record<Name, Page>>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> {
  return lazy(() => {
    const page = load().then((module) => ({ default: module[name] }));
    loading.add(page);
    void page.then(
      () => loading.delete(page),
      () => loading.delete(page),
    );
    return page;
  });
}

/**
 * The pages still loading. A spec that ends on a navigation waits for them (testSetup.ts): a page
 * whose modules load after the product's environment is gone fails the whole run.
 */
export const pagesLoading = (): Promise<unknown>[] => [...loading];
