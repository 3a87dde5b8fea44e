import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INPUT_MISMATCH_MESSAGE, INPUT_REQUIRED_MESSAGE, InputModal, URL_REQUIRED_MESSAGE } from './InputModal';

function renderModal(props: Partial<Parameters<typeof InputModal>[0]> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(<InputModal open title="Confirm e-mail" label="E-mail" onSubmit={onSubmit} onCancel={onCancel} {...props} />);
  const input = screen.getByLabelText(props.label ?? 'E-mail');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: props.submitLabel ?? 'OK' }));
  return { onSubmit, onCancel, input, submit };
}

describe('InputModal', () => {
  it('uses the product texts', () => {
    expect(INPUT_REQUIRED_MESSAGE).toBe('Please enter the requested information.');
    expect(INPUT_MISMATCH_MESSAGE).toBe('Please enter matching information.');
    expect(URL_REQUIRED_MESSAGE).toBe('Please enter a URL.');
  });

  it('is a labelled dialog that focuses its field', () => {
    const { input } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Confirm e-mail' })).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('refuses an empty value', () => {
    const { onSubmit, input, submit } = renderModal();
    fireEvent.change(input, { target: { value: '   ' } });
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the requested information.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter the requested information.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a value that differs from the required text', () => {
    const { onSubmit, input, submit } = renderModal({ requiredText: 'new@example.com' });
    fireEvent.change(input, { target: { value: 'new@example.co' } });
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter matching information.');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'new@example.com' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith('new@example.com');
  });

  it('asks for a URL in the URL variant', () => {
    const { onSubmit, input, submit } = renderModal({ variant: 'url', label: 'Link' });
    expect(input).toHaveAttribute('type', 'url');
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a URL.');

    fireEvent.change(input, { target: { value: ' https://example.com/scene.jpg ' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith('https://example.com/scene.jpg');
  });

  it('shows the message of a further check and keeps the value', () => {
    const validate = (value: string) => (value.startsWith('https://') ? null : 'Links must start with https://.');
    const { onSubmit, input, submit } = renderModal({ variant: 'url', label: 'Link', validate });
    fireEvent.change(input, { target: { value: 'ftp://example.com' } });
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Links must start with https://.');
    expect(input).toHaveValue('ftp://example.com');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'https://example.com' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith('https://example.com');
  });

  it('submits with Enter', () => {
    const { onSubmit, input } = renderModal();
    fireEvent.change(input, { target: { value: 'Aldera' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSubmit).toHaveBeenCalledWith('Aldera');
  });

  it('cancels with the Cancel button and with Escape', () => {
    const { onCancel, input } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
