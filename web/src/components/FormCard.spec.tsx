import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssText, disabledButtonContrast, opacityIn } from '../testing/buttonContrast';
import { FormCard } from './FormCard';

const card = (busy: boolean) =>
  render(
    <FormCard titleId="t" eyebrow="New" title="Create World" lead="Name it." submitLabel="Create" busy={busy} onSubmit={() => {}} onBack={() => {}}>
      <input aria-label="Name" />
    </FormCard>,
  );

describe('FormCard', () => {
  it('while busy, its submit button is disabled and says it is busy', () => {
    card(true);
    const submit = screen.getByRole('button', { name: 'Create' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });

  it('a busy submit button keeps its text at 4.5:1 in both themes: no fading beyond the disabled colours', () => {
    const opacity = opacityIn(cssText(import.meta.dirname, 'FormCard.module.css'), '.actions :global(.button-primary):disabled');
    for (const theme of ['dark', 'light'] as const) expect(disabledButtonContrast(theme, opacity), theme).toBeGreaterThanOrEqual(4.5);
  });
});
