import { expect } from 'vitest';
import type { RunningServer } from './server';

// Calls the real server's API from a journey: set-up steps that are not what the journey tests
// (accounts that already exist, mails read back from the development outbox).

export const PASSWORD = 'quill-and-ink-42';

interface MailSummary {
  id: string;
  to: string;
  subject: string;
  date: string;
}

export interface ApiAnswer<T> {
  status: number;
  data: T;
}

export function serverApi(server: () => RunningServer) {
  async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer<T>> {
    const response = await fetch(`${server().baseUrl}/api/v1/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
  }

  async function mailSummaries(): Promise<MailSummary[]> {
    const { status, data } = await api<MailSummary[] | { mails: MailSummary[] }>('GET', 'dev/mail');
    expect(status, 'GET /api/v1/dev/mail').toBe(200);
    return Array.isArray(data) ? data : data.mails;
  }

  /** The path of the newest mail's link to `page` (activate, reset-password, invitation) sent to `to`. */
  async function linkFromMail(to: string, page: string, after = new Set<string>()): Promise<string> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const newest = (await mailSummaries())
        .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && !after.has(mail.id))
        .sort((a, b) => b.date.localeCompare(a.date));
      for (const summary of newest) {
        const { data: mail } = await api<{ text: string }>('GET', `dev/mail/${summary.id}`);
        const match = new RegExp(`/${page}/[^\\s"'<>)\\]]+`).exec(mail.text);
        if (match) return match[0];
      }
      // Mail reactors send after the request has answered.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No mail with a /${page}/ link reached ${to} within 15 s.`);
  }

  async function mailIds(): Promise<Set<string>> {
    return new Set((await mailSummaries()).map((mail) => mail.id));
  }

  /** Registers and activates an account through the API, for journeys that start later. */
  async function activatedAccount(email: string, name: string): Promise<string> {
    const registered = await api('POST', 'register', { name, email, password: PASSWORD });
    expect(registered.status).toBe(201);
    const activation = await linkFromMail(email, 'activate');
    expect((await api('GET', activation.replace(/^\//, ''))).status).toBe(200);
    return email;
  }

  /** An activated account that has logged in twice (so no introduction), and its token. */
  async function signedIn(email: string, name: string): Promise<{ token: string; userId: string }> {
    await activatedAccount(email, name);
    await api('POST', 'login', { email, password: PASSWORD, location: null });
    const login = await api<{ token: string; user: { _id: string } }>('POST', 'login', { email, password: PASSWORD, location: null });
    expect(login.status).toBe(200);
    return { token: login.data.token, userId: login.data.user._id };
  }

  return { api, linkFromMail, mailIds, activatedAccount, signedIn };
}
