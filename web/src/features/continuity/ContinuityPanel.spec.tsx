import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { continuityMessages } from '@lorewright/domain/continuity/continuityMessages';
import { renderPage } from '../../testing/renderPage';
import { mockApiPerTest } from '../../testing/perTest';
import { CONTINUITY_TEXTS, ContinuityPanel } from './ContinuityPanel';
import { alliesAtSiege, crownedAfterDeath, dismissedRulers, feastAfterDeath, twoRulers } from './continuityFixtures';

const renderPanel = () => renderPage('/creation-hub', <ContinuityPanel worldId="w1" />, '/creation-hub', 'token');

describe('ContinuityPanel', () => {
  const api = mockApiPerTest({
    'GET world/w1/continuity': { status: 200, body: [crownedAfterDeath, twoRulers] },
    'GET world/w1/continuity?dismissed=true': { status: 200, body: [dismissedRulers] },
    'POST world/continuity/dismiss': { status: 200, body: { message: 'Warning dismissed.' } },
    'POST world/continuity/restore': { status: 200, body: { message: 'Warning restored.' } },
  });

  it('lists each warning with its message, marked in words, and links to the places it names', async () => {
    renderPanel();
    const panel = screen.getByRole('region', { name: CONTINUITY_TEXTS.title });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`Warning: ${crownedAfterDeath.message}`);
    expect(within(items[0]).getByRole('link', { name: 'Aldric' })).toHaveAttribute('href', '/wiki/aldric');
    expect(within(items[0]).getByRole('link', { name: 'The Chronicle: The Coronation' })).toHaveAttribute('href', '/writing/book');
    expect(within(items[1]).getByRole('link', { name: 'Ashvale' })).toHaveAttribute('href', '/wiki/ashvale');
  });

  it("links a timeline point's warning to its timeline, named with the point", async () => {
    api().on('GET world/w1/continuity', { status: 200, body: [feastAfterDeath] });
    renderPanel();
    const [item] = await within(screen.getByRole('region', { name: CONTINUITY_TEXTS.title })).findAllByRole('listitem');
    expect(item).toHaveTextContent(`Warning: ${feastAfterDeath.message}`);
    expect(within(item).getByRole('link', { name: 'The Annals: The Feast' })).toHaveAttribute('href', '/timeline/annals');
  });

  it("links a relation's use outside its period to both wikis and the scene", async () => {
    api().on('GET world/w1/continuity', { status: 200, body: [alliesAtSiege] });
    renderPanel();
    const [item] = await within(screen.getByRole('region', { name: CONTINUITY_TEXTS.title })).findAllByRole('listitem');
    expect(item).toHaveTextContent(`Warning: ${alliesAtSiege.message}`);
    expect(within(item).getByRole('link', { name: 'Aldric' })).toHaveAttribute('href', '/wiki/aldric');
    expect(within(item).getByRole('link', { name: 'Bran' })).toHaveAttribute('href', '/wiki/bran');
    expect(within(item).getByRole('link', { name: 'The Chronicle: The Siege' })).toHaveAttribute('href', '/writing/book');
  });

  it('Dismiss asks why in a labelled field, refuses a blank reason, and sends the reason', async () => {
    renderPanel();
    const [first] = await screen.findAllByRole('listitem');
    fireEvent.click(within(first).getByRole('button', { name: CONTINUITY_TEXTS.dismiss }));
    const reason = within(first).getByLabelText(CONTINUITY_TEXTS.reason);
    expect(reason).toHaveFocus();
    fireEvent.click(within(first).getByRole('button', { name: CONTINUITY_TEXTS.dismissWarning }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(continuityMessages.reasonRequired);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api().callsTo('POST world/continuity/dismiss')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: '  His ghost crowns him.  ' } });
    fireEvent.click(within(first).getByRole('button', { name: CONTINUITY_TEXTS.dismissWarning }));
    await waitFor(() => expect(api().callsTo('POST world/continuity/dismiss')).toHaveLength(1));
    expect(api().callsTo('POST world/continuity/dismiss')[0].body).toEqual({ worldID: 'w1', warningID: crownedAfterDeath.id, reason: 'His ghost crowns him.' });
    expect(await screen.findByText('Warning dismissed.')).toBeInTheDocument();
  });

  it('Cancel closes the reason field and gives the keyboard back to Dismiss', async () => {
    renderPanel();
    const [first] = await screen.findAllByRole('listitem');
    const dismiss = within(first).getByRole('button', { name: CONTINUITY_TEXTS.dismiss });
    fireEvent.click(dismiss);
    fireEvent.click(within(first).getByRole('button', { name: CONTINUITY_TEXTS.cancel }));
    expect(within(first).queryByLabelText(CONTINUITY_TEXTS.reason)).toBeNull();
    await waitFor(() => expect(within(first).getByRole('button', { name: CONTINUITY_TEXTS.dismiss })).toHaveFocus());
  });

  it("'Show dismissed' lists the dismissed warnings with who dismissed them and why, to restore", async () => {
    renderPanel();
    const toggle = await screen.findByRole('button', { name: CONTINUITY_TEXTS.showDismissed });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const dismissed = await screen.findByRole('region', { name: CONTINUITY_TEXTS.dismissedTitle });
    const item = await within(dismissed).findByRole('listitem');
    expect(item).toHaveTextContent('Dismissed by Ada Lovelace: A regency.');
    fireEvent.click(within(item).getByRole('button', { name: CONTINUITY_TEXTS.restore }));
    await waitFor(() => expect(api().callsTo('POST world/continuity/restore')).toHaveLength(1));
    expect(api().callsTo('POST world/continuity/restore')[0].body).toEqual({ worldID: 'w1', warningID: twoRulers.id });
  });

  it('says when there are none, and tells a reader why they see none', async () => {
    api().on('GET world/w1/continuity', { status: 200, body: [] });
    const { unmount } = renderPanel();
    expect(await screen.findByText(CONTINUITY_TEXTS.empty)).toBeInTheDocument();
    unmount();
    api().on('GET world/w1/continuity', { status: 403, body: { error: continuityMessages.onlyEditors } });
    renderPanel();
    expect(await screen.findByText(continuityMessages.onlyEditors)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONTINUITY_TEXTS.showDismissed })).toBeNull();
  });
});
