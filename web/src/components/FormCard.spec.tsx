import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
