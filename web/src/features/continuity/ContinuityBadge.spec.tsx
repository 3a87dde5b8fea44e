import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DraftStatus } from '../../lib/useDraftStatus';
import { continuityMessages } from '@lorewright/domain/continuity/continuityMessages';
import { renderPage } from '../../testing/renderPage';
import { mockApiPerTest } from '../../testing/perTest';
import { BADGE_TEXTS, ContinuityBadge } from './ContinuityBadge';
import { crownedAfterDeath, feastAfterDeath, twoRulers } from './continuityFixtures';

const renderBadge = (elementType: 'wiki' | 'writing', elementId: string) =>
  renderPage(
    '/page',
    <>
      <p>Page</p>
      <ContinuityBadge worldId="w1" elementType={elementType} elementId={elementId} />
    </>,
    '/page',
    'token',
  );

describe('ContinuityBadge', () => {
  const api = mockApiPerTest({ 'GET world/w1/continuity': { status: 200, body: [crownedAfterDeath, twoRulers] } });

  it('counts the open warnings naming its element, with an icon and the count in words', async () => {
    renderBadge('wiki', 'aldric');
    const badge = await screen.findByRole('button', { name: BADGE_TEXTS.label(1) });
    expect(badge.querySelector('svg')).not.toBeNull();
  });

  it('opens those warnings alone in a dialog, and Close gives the keyboard back', async () => {
    renderBadge('writing', 'book');
    fireEvent.click(await screen.findByRole('button', { name: BADGE_TEXTS.label(1) }));
    const dialog = screen.getByRole('dialog', { name: BADGE_TEXTS.dialogTitle });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(crownedAfterDeath.message);
    fireEvent.click(within(dialog).getByRole('button', { name: BADGE_TEXTS.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: BADGE_TEXTS.label(1) })).toHaveFocus());
  });

  it('is hidden when no warning names its element', async () => {
    renderBadge('wiki', 'bran');
    await waitFor(() => expect(api().callsTo('GET world/w1/continuity')).toHaveLength(1));
    await screen.findByText('Page');
    expect(screen.queryByRole('button', { name: /Continuity/ })).toBeNull();
  });

  it('is hidden for a viewer who may not read warnings', async () => {
    api().on('GET world/w1/continuity', { status: 403, body: { error: continuityMessages.onlyEditors } });
    renderBadge('wiki', 'aldric');
    await waitFor(() => expect(api().callsTo('GET world/w1/continuity')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Continuity/ })).toBeNull();
  });

  it('reads the warnings again after each save of its element', async () => {
    function Saving() {
      const [status, setStatus] = useState<DraftStatus>('saving');
      return (
        <>
          <button type="button" onClick={() => setStatus('saved')}>
            Saved
          </button>
          <ContinuityBadge worldId="w1" elementType="wiki" elementId="aldric" saveStatus={status} />
        </>
      );
    }
    renderPage('/page', <Saving />, '/page', 'token');
    await screen.findByRole('button', { name: BADGE_TEXTS.label(1) });
    const another = { ...twoRulers, id: 'another', places: [{ type: 'wiki' as const, id: 'aldric', title: 'Aldric', where: 'Ruler' }] };
    api().on('GET world/w1/continuity', { status: 200, body: [crownedAfterDeath, twoRulers, another] });
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: BADGE_TEXTS.label(2) })).toBeInTheDocument();
  });

  it('on a timeline, counts the warnings naming it and reads them again when it changes (a point moved)', async () => {
    api().on('GET world/w1/continuity', { status: 200, body: [crownedAfterDeath, feastAfterDeath] });
    function Moving() {
      const [changedAt, setChangedAt] = useState('2026-01-01T00:00:00.000Z');
      return (
        <>
          <button type="button" onClick={() => setChangedAt('2026-01-01T00:00:05.000Z')}>
            Moved
          </button>
          <ContinuityBadge worldId="w1" elementType="timeline" elementId="annals" changedAt={changedAt} />
        </>
      );
    }
    renderPage('/page', <Moving />, '/page', 'token');
    await screen.findByRole('button', { name: BADGE_TEXTS.label(1) });
    api().on('GET world/w1/continuity', { status: 200, body: [crownedAfterDeath] });
    fireEvent.click(screen.getByRole('button', { name: 'Moved' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Continuity/ })).toBeNull());
  });
});
