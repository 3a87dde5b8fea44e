import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/queryClient';
import type { MockAnswer } from '../testing/mockApi';
import { mockApiPerTest } from '../testing/perTest';
import { ImportWorldPanel } from './ImportWorldPanel';

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ImportWorldPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const chooseZip = () => {
  const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'aster.zip', { type: 'application/zip' });
  fireEvent.change(screen.getByLabelText('Export file (.zip)'), { target: { files: [zip] } });
  return zip;
};

describe('the import panel', () => {
  const api = mockApiPerTest();

  it('waits for a file, uploads it, then links to the new world', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    api().on('POST import/world', () => new Promise((resolve) => (answer = resolve)));
    renderPanel();
    const button = screen.getByRole('button', { name: 'Import world' });
    expect(button).toBeDisabled();
    chooseZip();
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Importing…');
    expect(button).toBeDisabled();
    answer({ status: 201, body: { message: 'The world was imported. Everything in it is private.', worlds: [{ _id: 'w9', name: 'Aster' }] } });
    const link = await screen.findByRole('link', { name: 'Open Aster' });
    expect(link).toHaveAttribute('href', '/world/w9');
    expect(screen.getByRole('status')).toHaveTextContent('The world was imported. Everything in it is private.');
    const [, init] = api().fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/import/world'))!;
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("shows the server's reason for refusing", async () => {
    api().on('POST import/world', { status: 400, body: { error: 'This file is a Lorewright export of version 2; this server reads version 1.' } });
    renderPanel();
    chooseZip();
    fireEvent.click(screen.getByRole('button', { name: 'Import world' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is a Lorewright export of version 2; this server reads version 1.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import world' })).toBeEnabled());
  });
});
