import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITED_BY_FLASH_MS, EditedByFlash } from './EditedByFlash';

describe('EditedByFlash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps an empty polite status in the page, names the editor for a few seconds, then empties it', () => {
    const { rerender } = render(<EditedByFlash edit={null} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    rerender(<EditedByFlash edit={{ name: 'Cora', seq: 1 }} />);
    expect(status).toHaveTextContent('Edited by Cora');
    act(() => {
      vi.advanceTimersByTime(EDITED_BY_FLASH_MS - 1);
    });
    expect(status).toHaveTextContent('Edited by Cora');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status).toBeEmptyDOMElement();
  });

  it('shows again, for the whole time, when the same editor saves again', () => {
    const { rerender } = render(<EditedByFlash edit={{ name: 'Cora', seq: 1 }} />);
    act(() => {
      vi.advanceTimersByTime(EDITED_BY_FLASH_MS - 1000);
    });
    rerender(<EditedByFlash edit={{ name: 'Cora', seq: 2 }} />);
    act(() => {
      vi.advanceTimersByTime(EDITED_BY_FLASH_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Edited by Cora');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
