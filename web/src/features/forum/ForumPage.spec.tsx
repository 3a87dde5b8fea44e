import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeThread, makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { threadDraftKey } from './NewThreadForm';

const threads = [
  makeThread(),
  makeThread({ _id: 't2', title: 'Favourite calendars', posterName: 'Ada Lovelace', originalPosterID: 'u1', numPosts: 1, views: 4 }),
];

describe('/community/forum', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser()),
    'GET forum/discussions?page=0': { status: 200, body: { total: 2, threads } },
    'GET forum/work-in-progress?page=0': { status: 200, body: { total: 0, threads: [] } },
  });

  const table = () => screen.findByRole('table', { name: 'Discussions threads' }, { timeout: 5000 });

  it('opens the default sub-forum: its tabs and its threads as a table', async () => {
    const { router } = renderRoute('/community/forum');
    const list = within(await table());
    expect(router.state.location.pathname).toBe('/community/forum/discussions');
    expect(screen.getByRole('heading', { level: 1, name: 'Discussions' })).toBeInTheDocument();

    const tabs = within(screen.getByRole('navigation', { name: 'Sub-forums' }));
    expect(tabs.getAllByRole('link').map((tab) => tab.textContent)).toEqual(['Discussions', 'Work In Progress', 'Groups', 'Contests']);
    expect(tabs.getByRole('link', { name: 'Discussions' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Community' })).getByRole('link', { name: 'Forum' })).toHaveAttribute('aria-current', 'page');

    expect(list.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Thread', 'Poster', 'Posts', 'Views', 'Last Active']);
    const row = within(list.getAllByRole('row')[1]);
    expect(row.getByRole('link', { name: 'How do you name rivers?' })).toHaveAttribute('href', '/community/forum/discussions/t1');
    expect(row.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/user/u2');
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Grace Hopper', '3', '12', '2 hours ago']);
  });

  it('switches sub-forums with the tabs', async () => {
    renderRoute('/community/forum/discussions');
    await table();
    fireEvent.click(screen.getByRole('link', { name: 'Work In Progress' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Work In Progress' })).toBeInTheDocument();
    expect(await screen.findByText('There are no threads yet.')).toBeInTheDocument();
  });

  it('says so for an unknown sub-forum', async () => {
    renderRoute('/community/forum/gossip');
    expect(await screen.findByText(m.subforumNotFound, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends a visitor who wants a new thread to /login', async () => {
    const { router } = renderRoute('/community/forum/discussions');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'New Thread' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('checks a new thread, sends it, closes the form, refreshes the list and clears the draft', async () => {
    api().on('POST forum/discussions/newthread', { status: 201, body: { message: m.newThreadAdded, thread: makeThread({ _id: 't3' }) } });
    renderRoute('/community/forum/discussions', { token: 't' });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'New Thread' }));
    const form = within(screen.getByRole('form', { name: 'New Thread' }));
    expect(form.queryByRole('button', { name: 'Add Link' })).not.toBeInTheDocument();

    fireEvent.click(form.getByRole('button', { name: 'Create Thread' }));
    expect(await screen.findByText(m.noThreadTitle)).toBeInTheDocument();
    // A validation text is a warning ('!'), as everywhere else, not an error.
    expect(screen.getByRole('alert')).toHaveTextContent(`Warning: ${m.noThreadTitle}`);
    fireEvent.change(form.getByRole('textbox', { name: 'Title' }), { target: { value: 'Magic that costs' } });
    fireEvent.click(form.getByRole('button', { name: 'Create Thread' }));
    expect(await screen.findByText(m.noPostContent)).toBeInTheDocument();
    expect(api().callsTo('POST forum/discussions/newthread')).toHaveLength(0);

    fireEvent.change(form.getByRole('textbox', { name: 'Content' }), { target: { value: 'What should spells cost?' } });
    expect(JSON.parse(localStorage.getItem(`lorewright.draft.u1.${threadDraftKey('discussions')}`) ?? '{}')).toMatchObject({
      title: 'Magic that costs',
      content: 'What should spells cost?',
    });
    fireEvent.click(form.getByRole('button', { name: 'Create Thread' }));

    expect(await screen.findByText(m.newThreadAdded)).toBeInTheDocument();
    expect(api().callsTo('POST forum/discussions/newthread')[0]?.body).toEqual({
      postType: 'text',
      title: 'Magic that costs',
      content: 'What should spells cost?',
      links: [],
    });
    expect(screen.queryByRole('form', { name: 'New Thread' })).not.toBeInTheDocument();
    await waitFor(() => expect(api().callsTo('GET forum/discussions?page=0')).toHaveLength(2));
    expect(localStorage.getItem(`lorewright.draft.u1.${threadDraftKey('discussions')}`)).toBeNull();
  });

  it("restores a sub-forum's thread draft, and offers links in Work In Progress", async () => {
    localStorage.setItem(`lorewright.draft.u1.${threadDraftKey('work-in-progress')}`, JSON.stringify({ title: 'Chapter one', content: 'Thoughts?' }));
    renderRoute('/community/forum/work-in-progress', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'New Thread' }, { timeout: 5000 }));
    const form = within(screen.getByRole('form', { name: 'New Thread' }));
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Chapter one');
    expect(form.getByRole('textbox', { name: 'Content' })).toHaveValue('Thoughts?');
    // The user has no current world here, so there is nothing to link from yet.
    expect(form.queryByRole('button', { name: 'Add Link' })).not.toBeInTheDocument();
  });
});
