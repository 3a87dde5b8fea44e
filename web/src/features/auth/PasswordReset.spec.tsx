import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { renderRoute } from '../../testing/renderRoute';

describe('forgot password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the email', async () => {
    const api = mockApi();
    renderRoute('/forgot-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the address and shows the server's answer", async () => {
    const message = 'If an account exists for this address, we sent it an email with a link to reset the password.';
    const api = mockApi({ 'POST forgotPassword': { status: 200, body: { message } } });
    renderRoute('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST forgotPassword')[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('reset password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks the code on opening and explains an invalid one', async () => {
    const error = 'This password reset link is invalid or has expired.';
    const api = mockApi({ 'POST validateResetPasswordCode': { status: 400, body: { error } } });
    renderRoute('/reset-password/old-code');
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(api.callsTo('POST validateResetPasswordCode')[0]?.body).toEqual({ code: 'old-code' });
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('validates like registration and resets with the code', async () => {
    const api = mockApi({
      'POST validateResetPasswordCode': { status: 200, body: { email: 'ada@example.com' } },
      'POST resetPassword': { status: 200, body: { message: 'Password reset sucessfully.' } },
    });
    renderRoute('/reset-password/the-code');
    // The address comes from the code.
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com'));
    const send = screen.getByRole('button', { name: 'Send Email' });

    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'short' } });
    expect(screen.getByText('Password must be between 8 and 80 characters long.')).toBeInTheDocument();
    fireEvent.click(send);
    expect(await screen.findByText('Please enter all fields.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Password Repeat'), { target: { value: 'short' } });
    fireEvent.click(send);
    expect(await screen.findByText('Please enter a valid password.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'a new password' } });
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    fireEvent.click(send);
    expect(await screen.findByText('Passwords must match.')).toBeInTheDocument();
    expect(api.callsTo('POST resetPassword')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Password Repeat'), { target: { value: 'a new password' } });
    fireEvent.click(send);
    expect(await screen.findByText('Password reset sucessfully.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST resetPassword')[0]?.body).toEqual({ email: 'ada@example.com', password: 'a new password', code: 'the-code' });
  });
});
