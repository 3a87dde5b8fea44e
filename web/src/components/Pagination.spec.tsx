import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, visiblePages } from './Pagination';

describe('visiblePages', () => {
  it('shows every page of a short range', () => {
    expect(visiblePages(0, 3)).toEqual([0, 1, 2]);
    expect(visiblePages(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('shows the ends and the neighbours of the current page of a long range, with gaps', () => {
    expect(visiblePages(0, 20)).toEqual([0, 1, null, 19]);
    expect(visiblePages(10, 20)).toEqual([0, null, 9, 10, 11, null, 19]);
    expect(visiblePages(19, 20)).toEqual([0, null, 18, 19]);
    expect(visiblePages(2, 20)).toEqual([0, 1, 2, 3, null, 19]);
  });
});

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    const { container } = render(<Pagination page={0} pageCount={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts from 1 on screen and answers zero-based pages', () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[0], [2], [2]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={0} pageCount={2} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    rerender(<Pagination page={1} pageCount={2} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });
});
