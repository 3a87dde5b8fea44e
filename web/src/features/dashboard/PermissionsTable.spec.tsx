import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/formatDate';
import { PermissionsTable } from './PermissionsTable';

const now = new Date('2025-06-01T12:00:00.000Z');

function rows() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
      const icon = within(cells[1]).getByRole('img');
      return [cells[0].textContent, icon.getAttribute('aria-label'), cells[2].textContent];
    });
}

describe('Your Permissions', () => {
  it('allows writings and wikis forever and nothing paid without a permission', () => {
    render(<PermissionsTable permissions={{}} now={now} />);
    expect(rows()).toEqual([
      ['Writings', 'Allowed', 'Forever'],
      ['Wikis', 'Allowed', 'Forever'],
      ['Timelines', 'Not allowed', '--'],
      ['Maps', 'Not allowed', '--'],
      ['Languages', 'Not allowed', '--'],
    ]);
  });

  it('allows a paid element until its date, and not after it has passed', () => {
    const until = '2026-06-01T12:00:00.000Z';
    render(<PermissionsTable permissions={{ timelines: until, maps: '2025-05-31T12:00:00.000Z', languages: until }} now={now} />);
    expect(formatDate(until)).toMatch(/^June [12], 2026$/);
    expect(rows()).toEqual([
      ['Writings', 'Allowed', 'Forever'],
      ['Wikis', 'Allowed', 'Forever'],
      ['Timelines', 'Allowed', `Until ${formatDate(until)}`],
      ['Maps', 'Not allowed', '--'],
      ['Languages', 'Allowed', `Until ${formatDate(until)}`],
    ]);
  });
});
