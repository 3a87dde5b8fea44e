import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeStore } from '../state/store';
import { useBodyForm } from './useBodyForm';
import { wholeFormFirst } from './wholeFormFirst';

const Body = z.object({
  title: z.string().trim().min(1, 'Please enter a title.'),
  count: z.number({ error: 'Please enter a count.' }).min(1, 'At least one.'),
});
type Typed = z.input<typeof Body>;

// 'Please fill in both.' before either field's own problem, as the account forms need.
const BothFirst = wholeFormFirst(Body, ({ title, count }) => (title === '' || count === undefined ? 'Please fill in both.' : undefined));

const submitted = () => ({ preventDefault: () => undefined, persist: () => undefined }) as unknown as React.BaseSyntheticEvent;

function withStore() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const alerts = () => store.getState().ui.alerts.map((alert) => `${alert.kind}: ${alert.text}`);
  return { wrapper, alerts };
}

function renderForm(values: { title: string; count: number | undefined }) {
  const { wrapper, alerts } = withStore();
  const { result } = renderHook(() => useBodyForm(Body, values as Typed), { wrapper });
  return { result, alerts };
}

describe('a form checked by its zod body', () => {
  it('says the first problem in the order of the fields, as a warning, and does not submit', async () => {
    const { result, alerts } = renderForm({ title: '  ', count: 0 });
    const accepted = vi.fn();
    await act(() => result.current.submitWith(accepted)(submitted()));
    expect(accepted).not.toHaveBeenCalled();
    expect(alerts()).toEqual(['warning: Please enter a title.']);
  });

  it('hands over what the schema outputs', async () => {
    const { result, alerts } = renderForm({ title: ' The Long Age ', count: 3 });
    const accepted = vi.fn();
    await act(() => result.current.submitWith(accepted)(submitted()));
    expect(accepted).toHaveBeenCalledWith({ title: 'The Long Age', count: 3 }, expect.anything());
    expect(alerts()).toEqual([]);
  });

  it("says a problem of the whole form before any field's own", async () => {
    const { wrapper, alerts } = withStore();
    const { result } = renderHook(() => useBodyForm(BothFirst, { title: 'x', count: undefined }), { wrapper });
    await act(() => result.current.submitWith(vi.fn())(submitted()));
    expect(alerts()).toEqual(['warning: Please fill in both.']);
    // Once it holds, the fields' own rules speak.
    act(() => result.current.setValue('count', 0));
    await act(() => result.current.submitWith(vi.fn())(submitted()));
    expect(alerts()).toEqual(['warning: Please fill in both.', 'warning: At least one.']);
  });

  it('gives the problem to the form that says it its own way, and shows no warning', async () => {
    const { result, alerts } = renderForm({ title: '', count: 1 });
    const refused = vi.fn();
    await act(() => result.current.submitWith(vi.fn(), refused)(submitted()));
    expect(refused).toHaveBeenCalledWith('Please enter a title.');
    expect(alerts()).toEqual([]);
  });

  it('follows values kept outside the form (a draft)', async () => {
    const { wrapper } = withStore();
    const { result, rerender } = renderHook(({ draft }: { draft: Typed }) => useBodyForm(Body, draft, { values: draft }), {
      wrapper,
      initialProps: { draft: { title: 'Draft', count: 1 } },
    });
    rerender({ draft: { title: 'Edited draft', count: 2 } });
    const accepted = vi.fn();
    await act(() => result.current.submitWith(accepted)(submitted()));
    expect(accepted).toHaveBeenCalledWith({ title: 'Edited draft', count: 2 }, expect.anything());
  });

  it('leaves the focus where it is when it refuses', async () => {
    const { wrapper, alerts } = withStore();
    function TitleForm() {
      const form = useBodyForm(Body, { title: '', count: 1 });
      return (
        <form aria-label="Title form" onSubmit={(event) => void form.submitWith(vi.fn())(event)}>
          <input aria-label="Title" {...form.register('title')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<TitleForm />, { wrapper });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.submit(screen.getByRole('form', { name: 'Title form' }));
    await waitFor(() => expect(alerts()).toEqual(['warning: Please enter a title.']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(save).toHaveFocus();
  });
});
