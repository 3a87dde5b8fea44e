import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { renderPage } from '../../testing/renderPage';
import { CONTINUITY_BUTTON, ContinuityButton } from './ContinuityButton';
import { crownedAfterDeath, twoRulers } from './continuityFixtures';

describe('ContinuityButton', () => {
  const api = mockApiPerTest({ 'GET world/w1/continuity': { status: 200, body: [crownedAfterDeath, twoRulers] } });

  it('says how many warnings are open and lists them all in a dialog that gives the keyboard back', async () => {
    renderPage('/creation', <ContinuityButton worldId="w1" />, '/creation', 'token');
    fireEvent.click(await screen.findByRole('button', { name: CONTINUITY_BUTTON.count(2) }));
    const dialog = screen.getByRole('dialog', { name: CONTINUITY_BUTTON.label });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: CONTINUITY_BUTTON.close }));
    await waitFor(() => expect(screen.getByRole('button', { name: CONTINUITY_BUTTON.count(2) })).toHaveFocus());
  });

  it('reads plainly when nothing contradicts', async () => {
    api().on('GET world/w1/continuity', { status: 200, body: [] });
    renderPage('/creation', <ContinuityButton worldId="w1" />, '/creation', 'token');
    await waitFor(() => expect(api().callsTo('GET world/w1/continuity')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: CONTINUITY_BUTTON.label })).toBeInTheDocument();
  });
});
