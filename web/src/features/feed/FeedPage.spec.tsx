import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import type { PostView } from '@lorewright/domain/community/postView';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePost, makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { POST_DRAFT_KEY } from './NewPostForm';
import { NEAR_BOTTOM_MARGIN } from './useNearBottom';

// Five discover posts, newest first: pages of three.
const discover = Array.from({ length: 5 }, (_, index) => makePost({ _id: `d${index}`, userName: `Writer ${index}`, content: `Discover ${index}` }));
const following = [makePost({ _id: 'f0', userName: 'Followed Writer', content: 'From a followed world' })];

const paged =
  (posts: PostView[]) =>
  (body: unknown): { status: number; body: unknown } => {
    const { skip, limit } = body as { skip: number; limit: number };
    return { status: 200, body: { total: posts.length, posts: posts.slice(skip, skip + limit) } };
  };

const authors = () =>
  within(screen.getByRole('feed'))
    .getAllByRole('article')
    .map((post) => post.getAttribute('aria-label'));

// jsdom has no IntersectionObserver: this one is driven by hand.
class FakeObserver {
  static last: FakeObserver | null = null;
  static reset() {
    FakeObserver.last = null;
  }
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  intersect() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('/community/posts', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser()),
    'POST posts/discoverFeed': paged(discover),
    'POST posts/followingFeed': paged(following),
  });

  it('shows the first page of the discover feed to a visitor, without a New Post box', async () => {
    renderRoute('/community/posts');
    await screen.findByRole('feed', { name: 'Discover posts' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Community Posts' })).toBeInTheDocument();
    expect(authors()).toEqual(['Post by Writer 0', 'Post by Writer 1', 'Post by Writer 2']);
    expect(api().callsTo('POST posts/discoverFeed')[0]?.body).toEqual({ page: 0, skip: 0, limit: 3 });
    expect(screen.queryByRole('form', { name: 'New Post' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in for the following feed, and sends one clicking Reply to /login', async () => {
    const { router } = renderRoute('/community/posts');
    await screen.findByRole('feed', { name: 'Discover posts' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api().callsTo('POST posts/followingFeed')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Discover' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Reply' }))[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('switches tabs, fetching each feed again from its first page', async () => {
    renderRoute('/community/posts', { token: 't' });
    await screen.findByRole('feed', { name: 'Discover posts' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
    await screen.findByRole('feed', { name: 'Posts from people you follow' });
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    expect(authors()).toEqual(['Post by Followed Writer']);

    fireEvent.click(screen.getByRole('tab', { name: 'Discover' }));
    await screen.findByRole('feed', { name: 'Discover posts' });
    await waitFor(() => expect(api().callsTo('POST posts/discoverFeed')).toHaveLength(2));
    expect(
      api()
        .callsTo('POST posts/followingFeed')
        .map((call) => call.body),
    ).toEqual([{ page: 0, skip: 0, limit: 3 }]);
    expect(api().callsTo('POST posts/discoverFeed')[1]?.body).toEqual({ page: 0, skip: 0, limit: 3 });
  });

  it('loads the next page when the end of the list comes within 300 px', async () => {
    FakeObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderRoute('/community/posts');
    await screen.findByRole('feed', { name: 'Discover posts' }, { timeout: 5000 });
    await waitFor(() => expect(FakeObserver.last).not.toBeNull());
    expect(FakeObserver.last?.options.rootMargin).toBe(NEAR_BOTTOM_MARGIN);
    expect(NEAR_BOTTOM_MARGIN).toBe('0px 0px 300px 0px');

    act(() => FakeObserver.last?.intersect());
    await waitFor(() => expect(authors()).toHaveLength(5));
    expect(api().callsTo('POST posts/discoverFeed')[1]?.body).toEqual({ page: 1, skip: 3, limit: 3 });
    // Everything is loaded: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("loads the next page with 'Load more' where scrolling cannot be observed", async () => {
    renderRoute('/community/posts');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }, { timeout: 5000 }));
    await waitFor(() => expect(authors()).toHaveLength(5));
  });

  it("says 'There are no posts.' for an empty feed", async () => {
    api().on('POST posts/discoverFeed', paged([]));
    renderRoute('/community/posts');
    expect(await screen.findByText(m.noPosts, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it("refuses an empty post, then sends the text and feedback chosen, with 'New post added.'", async () => {
    api().on('POST posts/newPost', { status: 201, body: { message: m.newPostAdded, post: makePost({ _id: 'new' }) } });
    renderRoute('/community/posts', { token: 't' });
    const form = within(await screen.findByRole('form', { name: 'New Post' }, { timeout: 5000 }));
    expect(form.getByRole('combobox', { name: 'Feedback' })).toHaveDisplayValue('Constructive Criticism');
    expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tough Love', 'Constructive Criticism', 'Reactions Only']);

    fireEvent.click(form.getByRole('button', { name: 'Post' }));
    // A validation text is a warning ('!'), as everywhere else, not an error.
    expect(await screen.findByRole('alert')).toHaveTextContent(`Warning: ${m.noPostContent}`);
    expect(api().callsTo('POST posts/newPost')).toHaveLength(0);

    fireEvent.change(form.getByRole('textbox', { name: 'New Post' }), { target: { value: 'Be harsh: is my magic system too soft?' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Feedback' }), { target: { value: '0' } });
    expect(JSON.parse(localStorage.getItem(`lorewright.draft.u1.${POST_DRAFT_KEY}`) ?? '{}')).toMatchObject({ feedback: 0 });
    fireEvent.click(form.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText(m.newPostAdded)).toBeInTheDocument();
    expect(api().callsTo('POST posts/newPost')[0]?.body).toEqual({ content: 'Be harsh: is my magic system too soft?', feedback: 0, links: [] });
    await waitFor(() => expect(form.getByRole('textbox', { name: 'New Post' })).toHaveValue(''));
    expect(localStorage.getItem(`lorewright.draft.u1.${POST_DRAFT_KEY}`)).toBeNull();
  });

  it("links up to six of the author's elements, removable before sending", async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: 'w1' })));
    api().on('POST elementSearch', { status: 200, body: { results: [{ _id: 'm1', type: 'map', title: 'Northern Marches', preview: '' }] } });
    api().on('POST posts/newPost', { status: 201, body: { message: m.newPostAdded, post: makePost({ _id: 'new' }) } });
    renderRoute('/community/posts', { token: 't' });
    const form = within(await screen.findByRole('form', { name: 'New Post' }, { timeout: 5000 }));
    fireEvent.click(await form.findByRole('button', { name: 'Add Link' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search elements' }), { target: { value: 'north' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Northern Marches' }, { timeout: 2000 }));
    expect(within(form.getByRole('list', { name: 'Links to add' })).getByText('Northern Marches')).toBeInTheDocument();

    fireEvent.change(form.getByRole('textbox', { name: 'New Post' }), { target: { value: 'My new map' } });
    fireEvent.click(form.getByRole('button', { name: 'Post' }));
    await screen.findByText(m.newPostAdded);
    expect(api().callsTo('POST posts/newPost')[0]?.body).toEqual({ content: 'My new map', feedback: 1, links: [{ _id: 'm1', type: 'map' }] });
  });

  it('removes a link chip', async () => {
    localStorage.setItem(
      `lorewright.draft.u1.${POST_DRAFT_KEY}`,
      JSON.stringify({ content: 'x', feedback: 1, links: [{ _id: 'm1', type: 'map', title: 'Northern Marches' }] }),
    );
    renderRoute('/community/posts', { token: 't' });
    const form = within(await screen.findByRole('form', { name: 'New Post' }, { timeout: 5000 }));
    // The draft is the account's: it shows once the account has loaded.
    fireEvent.click(await form.findByRole('button', { name: 'Remove link Northern Marches' }));
    expect(form.queryByRole('list', { name: 'Links to add' })).not.toBeInTheDocument();
  });

  it('restores the post draft kept in local storage', async () => {
    localStorage.setItem(`lorewright.draft.u1.${POST_DRAFT_KEY}`, JSON.stringify({ content: 'Half a thought', feedback: 2, links: [] }));
    renderRoute('/community/posts', { token: 't' });
    const form = within(await screen.findByRole('form', { name: 'New Post' }, { timeout: 5000 }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'New Post' })).toHaveValue('Half a thought'));
    expect(form.getByRole('combobox', { name: 'Feedback' })).toHaveDisplayValue('Reactions Only');
  });

  it('sends a reaction and shows the post the server answers', async () => {
    api().on('POST posts/react', { status: 200, body: { post: { ...discover[0], reactions: { '👍': 1 }, myReaction: '👍' } } });
    renderRoute('/community/posts', { token: 't' });
    const first = (await screen.findAllByRole('article', { name: 'Post by Writer 0' }, { timeout: 5000 }))[0];
    fireEvent.click(within(first).getByRole('button', { name: /React$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'React with 👍' }));
    expect(await within(first).findByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(api().callsTo('POST posts/react')[0]?.body).toEqual({ postID: 'd0', emoji: '👍' });
  });

  it("searches posts, says 'No results found.', and goes back to the feed", async () => {
    api().on('POST posts/search', (body) => paged((body as { text: string }).text === 'dragons' ? [discover[4]] : [])(body));
    renderRoute('/community/posts');
    await screen.findByRole('feed', { name: 'Discover posts' }, { timeout: 5000 });
    const box = screen.getByRole('searchbox', { name: 'Search posts' });

    fireEvent.change(box, { target: { value: 'dragons' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('feed', { name: 'Posts found' });
    expect(within(found).getByRole('article', { name: 'Post by Writer 4' })).toBeInTheDocument();
    expect(api().callsTo('POST posts/search')[0]?.body).toEqual({ text: 'dragons', page: 0, skip: 0, limit: 3 });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'krakens' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(m.noResults)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('feed', { name: 'Discover posts' })).toBeInTheDocument();
  });
});
