import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeStore } from '../state/store';
import { useBodyForm } from './useBodyForm';

const Body = z.object({
  title: z.string().trim().min(1, 'Please enter a title.'),
  count: z.number({ error: 'Please enter a count.' }).min(1, 'At least one.'),
});

const submitted = () => ({ preventDefault: () => undefined, persist: () => undefined }) as unknown as React.BaseSyntheticEvent;

function renderForm(values: { title: string; count: number | undefined }) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useBodyForm(Body, values as z.input<typeof Body>), { wrapper });
  const alerts = () => store.getState().ui.alerts.map((alert) => `${alert.kind}: ${alert.text}`);
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
});
