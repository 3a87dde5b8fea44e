import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APPEARANCE_KEY } from '../../lib/appearance';
import { AppearancePanel } from './AppearancePanel';

describe('the Appearance panel', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.documentElement.dataset.theme = 'dark';
  });

  it('switches to the light theme at once, keeps it, and Reset to defaults goes back to dark', () => {
    render(<AppearancePanel />);
    const theme = screen.getByRole('group', { name: 'Theme' });
    const dark = screen.getByRole('radio', { name: 'Dark' });
    const light = screen.getByRole('radio', { name: 'Light' });
    expect(theme).toContainElement(light);
    expect(dark).toBeChecked();

    fireEvent.click(light);
    expect(light).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(JSON.parse(localStorage.getItem(APPEARANCE_KEY) ?? '{}')).toMatchObject({ theme: 'light', background: '#f5f6f4' });
    // The pickers show the light theme's own colours, which set no overrides.
    expect(screen.getByLabelText(/Background colour/)).toHaveValue('#f5f6f4');
    expect(document.documentElement.style.getPropertyValue('--background')).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(dark).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(APPEARANCE_KEY)).toBeNull();
  });

  it('keeps a chosen colour on top of the light theme', () => {
    render(<AppearancePanel />);
    fireEvent.change(screen.getByLabelText(/Primary colour/), { target: { value: '#aa3300' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#aa3300');
  });
});
