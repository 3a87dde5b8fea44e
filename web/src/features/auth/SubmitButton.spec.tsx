import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('while busy, it is disabled and says it is busy', () => {
    render(<SubmitButton busy>Log in</SubmitButton>);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });
});
