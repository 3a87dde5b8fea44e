// Every release so far, newest first. Add an entry here with each release; the page lists them all.
export interface Release {
  version: string;
  date: string; // ISO date, e.g. 2026-11-23
  title: string;
  changes: { kind: 'New' | 'Fixed' | 'Changed'; text: string }[];
}

export const releases: Release[] = [
  {
    version: '0.1.0',
    date: '2026-11-23',
    title: 'The first release of the platform',
    changes: [
      { kind: 'New', text: 'An event-sourced platform: every change is stored as an event, and every page is built from those events.' },
      { kind: 'New', text: 'Accounts: registration with e-mail activation, login, password reset and the dashboard.' },
      { kind: 'New', text: 'The public pages: the landing page, pricing, help, the architecture visualization and these updates.' },
    ],
  },
];
