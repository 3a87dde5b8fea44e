import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AsOfPicker } from './AsOfPicker';
import { useAsOf } from './useAsOf';

const AGES: Calendar = {
  ...GREGORIAN_CALENDAR,
  name: 'Ages',
  eras: [],
  months: [
    { name: 'Thaw', numDays: 30 },
    { name: 'Frost', numDays: 30 },
  ],
};

function Page({ calendar }: { calendar: Calendar }) {
  const { asOf, setAsOf } = useAsOf();
  const location = useLocation();
  return (
    <>
      <AsOfPicker calendar={calendar} asOf={asOf} onChange={setAsOf} />
      <output aria-label="address">{location.search}</output>
    </>
  );
}

const open = (entry: string, calendar: Calendar = GREGORIAN_CALENDAR) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/world/:id', element: <Page calendar={calendar} /> }], { initialEntries: [entry] })} />);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const fields = () => screen.getByRole('group', { name: 'View as of' });

describe('AsOfPicker', () => {
  it('puts the chosen date in the address, says it in words, and Today takes it away', () => {
    open('/world/w1', AGES);
    expect(screen.getByText('Showing the world as it is now.')).toBeInTheDocument();
    fireEvent.change(within(fields()).getByRole('textbox', { name: 'Year' }), { target: { value: '-44' } });
    fireEvent.change(within(fields()).getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
    fireEvent.change(within(fields()).getByRole('textbox', { name: 'Day' }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(address()).toBe('?asOf=-44-2-15');
    expect(screen.getByText('Showing the world as of 15 Frost -44.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(address()).toBe('');
    expect(within(fields()).getByRole('textbox', { name: 'Year' })).toHaveValue('');
  });

  it('opens on the date a shared address names, with the calendar’s month names', () => {
    open('/world/w1?asOf=1245-3');
    expect(within(fields()).getByRole('textbox', { name: 'Year' })).toHaveValue('1245');
    expect(within(fields()).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
    expect(screen.getByText('Showing the world as of March 1245 AD.')).toBeInTheDocument();
  });

  it('says why a date cannot be shown, and keeps the address as it was', () => {
    open('/world/w1');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a year.');
    fireEvent.change(within(fields()).getByRole('textbox', { name: 'Year' }), { target: { value: '2023' } });
    fireEvent.change(within(fields()).getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
    fireEvent.change(within(fields()).getByRole('textbox', { name: 'Day' }), { target: { value: '29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toMatch(/day/i);
    expect(address()).toBe('');
  });
});
