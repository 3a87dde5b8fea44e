import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PresenceList } from './PresenceList';
import { initialOf, personColour } from './personColour';

describe('PresenceList', () => {
  it('shows nothing while nobody else is there', () => {
    const { container } = render(<PresenceList people={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names each person in words beside a coloured initial the screen reader skips', () => {
    render(
      <PresenceList
        people={[
          { _id: 'u2', name: 'Bea Member' },
          { _id: 'u3', name: 'cid' },
        ]}
      />,
    );
    expect(screen.getByText('Also here:')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'People here' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['BBea Member,', 'Ccid']);
    const circle = within(items[1]).getByText('C');
    expect(circle).toHaveAttribute('aria-hidden', 'true');
    expect(circle).toHaveStyle({ backgroundColor: personColour('u3') });
  });

  it('gives one person the same colour each time, and a name its first letter', () => {
    expect(personColour('u2')).toBe(personColour('u2'));
    expect(initialOf('  élan')).toBe('É');
    expect(initialOf('')).toBe('?');
  });
});
