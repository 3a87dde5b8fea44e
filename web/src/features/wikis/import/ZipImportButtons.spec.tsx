import { kankaMessages as m } from '@lorewright/domain/imports/kanka/kankaMessages';
import { vaultMessages as vm } from '@lorewright/domain/imports/markdown/vaultMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { makeWiki, wikisAnswer } from '../../../testing/wikiFixtures';
import { makeWorld, worldAnswer } from '../../../testing/worldFixtures';
import { makeWriting, writingsAnswer } from '../../../testing/writingFixtures';

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
const member = makeUser({ _id: 'u2', name: 'Grace Hopper', currentWorldID: 'w1', worlds: ['w1'] });
const world = makeWorld({ members: ['u2'] });
const menu = () => within(screen.getByRole('tabpanel'));
const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'campaign.zip', { type: 'application/zip' });

describe('Import from Kanka', () => {
  const api = mockApiPerTest();

  const openMenu = async (user = author, wikis: WikiView[] = [makeWiki()]) => {
    api().on('POST me', meAnswer(user));
    api().on('POST world/w1', worldAnswer(world));
    api().on('POST creation/writings', { status: 200, body: { writings: [] } });
    api().on('GET creation/wikis?worldID=w1', wikisAnswer(wikis));
    renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('tab', { name: /^Wikis/ }, { timeout: 5000 }));
    await menu().findByText(wikis[0].title);
  };

  it('sends the chosen ZIP as `file` and says what was imported', async () => {
    api().on('POST import/world/w1/kanka', { status: 201, body: { message: m.imported(3, 1), wikis: 3, skipped: 1 } });
    await openMenu();
    expect(menu().getByRole('button', { name: m.button })).toBeEnabled();
    fireEvent.change(menu().getByLabelText(m.choose), { target: { files: [zip()] } });
    expect(await screen.findByText(m.imported(3, 1))).toBeInTheDocument();
    const [, init] = api().fetchMock.mock.calls.find(([url]) => typeof url === 'string' && url.endsWith('import/world/w1/kanka'))!;
    expect(((init as RequestInit).body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("shows the server's refusal", async () => {
    api().on('POST import/world/w1/kanka', { status: 400, body: { error: m.brokenJson('events/x_1.json') } });
    await openMenu();
    fireEvent.change(menu().getByLabelText(m.choose), { target: { files: [zip()] } });
    expect(await screen.findByText(m.brokenJson('events/x_1.json'))).toBeInTheDocument();
  });

  it('is not offered to a member', async () => {
    await openMenu(member);
    await waitFor(() => expect(menu().queryByRole('button', { name: m.button })).not.toBeInTheDocument());
    expect(menu().queryByRole('button', { name: vm.button })).not.toBeInTheDocument();
  });
});

describe('Import Markdown notes', () => {
  const api = mockApiPerTest();

  it('sends the chosen ZIP to the Markdown import, says what was imported and shows the new writing', async () => {
    api().on('POST me', meAnswer(author));
    api().on('POST world/w1', worldAnswer(world));
    let imported = false;
    api().on('POST creation/writings', () => writingsAnswer(imported ? [makeWriting({ _id: 'n1', title: 'Chapter One' })] : []));
    api().on('GET creation/wikis?worldID=w1', wikisAnswer([makeWiki()]));
    api().on('POST import/world/w1/markdown', () => {
      imported = true;
      return { status: 201, body: { message: vm.imported(1, 1, 0), wikis: 1, writings: 1, skipped: 0 } };
    });
    renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('tab', { name: /^Wikis/ }, { timeout: 5000 }));
    await menu().findByText(makeWiki().title);
    expect(menu().getByRole('button', { name: vm.button })).toBeEnabled();
    fireEvent.change(menu().getByLabelText(vm.choose), { target: { files: [zip()] } });
    expect(await screen.findByText(vm.imported(1, 1, 0))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /^Writings/ }));
    expect(await menu().findByText('Chapter One')).toBeInTheDocument();
  });
});
