import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../lib/state/store';
import { alertShown, ALERT_KINDS } from '../lib/state/uiSlice';
import { ALERT_AUTO_DISMISS_MS, AlertMessage, AlertSlot, AlertStack } from './Alerts';

function renderStack() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <AlertStack />
    </Provider>,
  );
  const raise = (kind: (typeof ALERT_KINDS)[number], text: string) => act(() => void store.dispatch(alertShown({ kind, text })));
  return { store, raise };
}

describe('Alerts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the alerts inline in a page's alert slot (a point card's foot) while it is there, floating otherwise", () => {
    const store = makeStore();
    const page = (withSlot: boolean) => (
      <Provider store={store}>
        <AlertStack />
        <section aria-label="Edit point">{withSlot && <AlertSlot />}</section>
      </Provider>
    );
    const { rerender } = render(page(true));
    act(() => void store.dispatch(alertShown({ kind: 'warning', text: 'Please enter all fields.' })));
    const card = screen.getByRole('region', { name: 'Edit point' });
    expect(within(card).getByRole('alert')).toHaveTextContent('Please enter all fields.');
    rerender(page(false));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all fields.');
    expect(card).not.toHaveTextContent('Please enter all fields.');
  });

  it('keeps a polite and an assertive live region in the page from the start, and adds each alert to one', () => {
    const { raise } = renderStack();
    // There, empty, before any alert: an alert added to a region already there is announced.
    const [status, alert] = [screen.getByRole('status'), screen.getByRole('alert')];
    expect(status).toBeEmptyDOMElement();
    expect(alert).toBeEmptyDOMElement();
    // Not atomic: a screen reader reads the alert added, not every alert shown with it.
    expect(status).toHaveAttribute('aria-atomic', 'false');

    raise('success', 'Map created.');
    raise('error', 'Invalid confirmation code.');
    raise('info', 'Coming Soon!');
    expect(screen.getByRole('status')).toBe(status);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(status).toHaveTextContent('Success: Map created.');
    expect(status).toHaveTextContent('Information: Coming Soon!');
    expect(alert).toHaveTextContent('Error: Invalid confirmation code.');
    expect(alert).not.toHaveTextContent('Map created.');

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toBeEmptyDOMElement();
  });

  it("keeps live regions in a page's alert slot while it is there, for the alerts raised meanwhile", () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <AlertStack />
        <section aria-label="Edit point">
          <AlertSlot />
        </section>
      </Provider>,
    );
    const card = screen.getByRole('region', { name: 'Edit point' });
    const region = within(card).getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    act(() => void store.dispatch(alertShown({ kind: 'warning', text: 'Please enter all fields.' })));
    expect(within(card).getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('Please enter all fields.');
  });

  it('keeps an alert moved into a slot for its 6 s, not 6 s more', () => {
    vi.useFakeTimers();
    const store = makeStore();
    const page = (withSlot: boolean) => (
      <Provider store={store}>
        <AlertStack />
        {withSlot && <AlertSlot />}
      </Provider>
    );
    const { rerender } = render(page(false));
    act(() => void store.dispatch(alertShown({ kind: 'success', text: 'Map created.' })));
    act(() => void vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS - 1000));
    rerender(page(true));
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Map created.')).not.toBeInTheDocument();
  });

  it('has five kinds', () => {
    expect(ALERT_KINDS).toEqual(['success', 'info', 'warning', 'error', 'notice']);
  });

  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
    ['notice', 'status'],
  ] as const)('announces a %s alert with role %s and names its kind', (kind, role) => {
    const labels = { success: 'Success', info: 'Information', warning: 'Warning', error: 'Error', notice: 'Notice' };
    render(<AlertMessage kind={kind}>Something happened.</AlertMessage>);
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent(`${labels[kind]}: Something happened.`);
  });

  it('shows raised alerts and closes one with its button', () => {
    const { store, raise } = renderStack();
    raise('success', 'Login successful!');
    raise('error', 'Invalid confirmation code.');

    expect(screen.getByRole('status')).toHaveTextContent('Login successful!');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid confirmation code.');

    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
    expect(store.getState().ui.alerts).toHaveLength(1);
  });

  it('dismisses an alert by itself after a while', () => {
    vi.useFakeTimers();
    const { raise } = renderStack();
    raise('info', 'Coming Soon!');

    act(() => {
      vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS - 1);
    });
    expect(screen.getByText('Coming Soon!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Coming Soon!')).not.toBeInTheDocument();
  });

  it('keeps an alert while the pointer rests on it', () => {
    vi.useFakeTimers();
    const { raise } = renderStack();
    raise('warning', 'No changes made.');

    fireEvent.mouseEnter(screen.getByText('No changes made.'));
    act(() => {
      vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS * 2);
    });
    expect(screen.getByText('No changes made.')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByText('No changes made.'));
    act(() => {
      vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS);
    });
    expect(screen.queryByText('No changes made.')).not.toBeInTheDocument();
  });

  it('keeps the line breaks of multi-line messages', () => {
    render(<AlertMessage kind="success">{'Support ticket submitted successfully.\nThank you for helping us improve this platform!'}</AlertMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Support ticket submitted successfully. Thank you');
  });
});
