import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssText, disabledButtonContrast, opacityIn } from '../../testing/buttonContrast';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('while busy, it is disabled and says it is busy', () => {
    render(<SubmitButton busy>Log in</SubmitButton>);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });

  it('a busy button keeps its text at 4.5:1 in both themes: no fading beyond the disabled colours', () => {
    const opacity = opacityIn(cssText(import.meta.dirname, 'AuthCard.module.css'), '.submit:disabled');
    for (const theme of ['dark', 'light'] as const) expect(disabledButtonContrast(theme, opacity), theme).toBeGreaterThanOrEqual(4.5);
  });
});
