import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const inactivePromotion = { status: 200, body: { end: '2025-10-15T00:00:00.000Z', active: false } };

async function openRegister() {
  renderRoute('/register');
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    repeat: screen.getByLabelText('Password Repeat'),
    submit: screen.getByRole('button', { name: 'Register' }),
  };
}

function fill(form: Awaited<ReturnType<typeof openRegister>>, values: { name?: string; email?: string; password?: string; repeat?: string }) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(form[field as 'name' | 'email' | 'password' | 'repeat'], { target: { value } });
  }
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine', repeat: 'analytical-engine' };

describe('registration', () => {
  const api = mockApiPerTest({ 'GET promotion': inactivePromotion });

  it('says live whether the password is valid', async () => {
    const form = await openRegister();
    expect(screen.queryByText(m.passwordValid)).not.toBeInTheDocument();
    fill(form, { password: 'short' });
    expect(screen.getByText('Password must be between 8 and 80 characters long.')).toBeInTheDocument();
    fill(form, { password: 'long enough' });
    expect(screen.getByText('Password valid')).toBeInTheDocument();
    fill(form, { password: 'x'.repeat(81) });
    expect(screen.getByText('Password must be between 8 and 80 characters long.')).toBeInTheDocument();
  });

  it("says live when the repeated password doesn't match", async () => {
    const form = await openRegister();
    fill(form, { password: 'long enough', repeat: 'long' });
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    fill(form, { repeat: 'long enough' });
    expect(screen.queryByText("Passwords don't match.")).not.toBeInTheDocument();
  });

  it.each([
    ['a blank name', { ...valid, name: '   ' }, 'Please enter all fields.'],
    ['a blank email', { ...valid, email: '' }, 'Please enter all fields.'],
    ['a blank password', { ...valid, password: '', repeat: '' }, 'Please enter all fields.'],
    ['a blank repeat', { ...valid, repeat: '' }, 'Please enter all fields.'],
    ['an email without @', { ...valid, email: 'ada.example.com' }, 'Please enter a valid email address.'],
    ['an email with two @', { ...valid, email: 'ada@@example.com' }, 'Please enter a valid email address.'],
    ['an email domain without a dot', { ...valid, email: 'ada@example' }, 'Please enter a valid email address.'],
    ['an email domain starting with a dot', { ...valid, email: 'ada@.example.com' }, 'Please enter a valid email address.'],
    ['an email domain ending with a dot', { ...valid, email: 'ada@example.com.' }, 'Please enter a valid email address.'],
    ['a 7-character password', { ...valid, password: 'seven77', repeat: 'seven77' }, 'Please enter a valid password.'],
    ['an 81-character password', { ...valid, password: 'x'.repeat(81), repeat: 'x'.repeat(81) }, 'Please enter a valid password.'],
    ['a repeat that differs', { ...valid, repeat: 'analytical-engine!' }, 'Passwords must match.'],
  ])('refuses %s with "%s"', async (_case, values, message) => {
    const form = await openRegister();
    fill(form, values);
    fireEvent.click(form.submit);
    expect(await screen.findByText(message, { selector: '[role="alert"] *' })).toBeInTheDocument();
    expect(api().callsTo('POST register')).toHaveLength(0);
  });

  it('registers with Enter and shows the completion texts', async () => {
    api().on('POST register', { status: 201, body: { message: 'Registration Complete!' } });
    const form = await openRegister();
    fill(form, valid);
    // Enter in a field submits its form.
    fireEvent.submit(form.repeat.closest('form')!);

    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Complete!' })).toBeInTheDocument();
    expect(screen.getByText('Please check your email to activate your account.')).toBeInTheDocument();
    expect(api().callsTo('POST register')[0]?.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine' });
  });

  it("shows the server's error", async () => {
    api().on('POST register', { status: 409, body: { error: m.emailTaken } });
    const form = await openRegister();
    fill(form, valid);
    fireEvent.click(form.submit);
    expect(await screen.findByText(m.emailTaken)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
  });

  it('announces the promotion with its end date while it is active, on the form and after registering', async () => {
    api().on('GET promotion', { status: 200, body: { end: '2099-10-15T00:00:00.000Z', active: true } });
    api().on('POST register', { status: 201, body: { message: 'Registration Complete!' } });
    const form = await openRegister();
    const notice = 'All features are free for 1 year for everyone who registers before October 15, 2099.';
    expect(await screen.findByText(notice)).toBeInTheDocument();

    fill(form, valid);
    fireEvent.click(form.submit);
    await screen.findByRole('heading', { level: 1, name: 'Registration Complete!' });
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it('says nothing about the promotion once it has ended', async () => {
    await openRegister();
    await waitFor(() => expect(api().callsTo('GET promotion')).toHaveLength(1));
    expect(screen.queryByText(/free for 1 year/)).not.toBeInTheDocument();
  });
});
