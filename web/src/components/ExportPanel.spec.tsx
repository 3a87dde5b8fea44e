import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/queryClient';
import { writeToken } from '../lib/tokenStorage';
import { mockApiPerTest } from '../testing/perTest';
import { ExportPanel } from './ExportPanel';

const status = (over: object) => ({
  status: 200,
  body: { exportId: 'x1', status: 'running', progress: 40, size: null, createdAt: '2026-11-25T04:00:00.000Z', scope: 'user', worldId: null, ...over },
});

const renderPanel = (target: Parameters<typeof ExportPanel>[0]['target'], label: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ExportPanel target={target} label={label} description="All your worlds." />
    </QueryClientProvider>,
  );

describe('the export panel', () => {
  const api = mockApiPerTest({ 'POST export/user': { status: 201, body: { exportId: 'x1' } }, 'POST export/world': { status: 201, body: { exportId: 'x1' } } });

  it('starts Download my data, shows its progress, then offers the ZIP', async () => {
    let polls = 0;
    api().on('GET export/x1', () => (++polls < 2 ? status({ progress: 40 }) : status({ status: 'completed', progress: 100, size: 20480 })));
    api().on('GET export/x1/download', { status: 200, body: 'zip' });
    writeToken('t');
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    renderPanel({ scope: 'user' }, 'Download my data');

    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Preparing your export… 40%'));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    const download = await screen.findByRole('button', { name: 'Download ZIP (20 KB)' }, { timeout: 3000 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api().callsTo('POST export/user')).toHaveLength(1);

    fireEvent.click(download);
    await waitFor(() => expect(api().callsTo('GET export/x1/download')).toHaveLength(1));
    const [, init] = api().fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/download'))!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
  });

  it('exports one world by its id and says when the server refuses', async () => {
    api().on('POST export/world', { status: 403, body: { error: 'Only the author of this world can export it.' } });
    renderPanel({ scope: 'world', worldId: 'w1' }, 'Export world');
    fireEvent.click(screen.getByRole('button', { name: 'Export world' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the author of this world can export it.');
    expect(api().callsTo('POST export/world')[0].body).toEqual({ worldID: 'w1', format: 'lorewright' });
  });

  it('exports a world as Markdown when chosen, and names the download so', async () => {
    api().on('GET export/x1', status({ status: 'completed', progress: 100, size: 2048, scope: 'world', worldId: 'w1', format: 'markdown' }));
    api().on('GET export/x1/download', { status: 200, body: 'zip' });
    writeToken('t');
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPanel({ scope: 'world', worldId: 'w1' }, 'Export world');
    const markdown = screen.getByRole('radio', { name: /Markdown/ });
    expect(screen.getByRole('radio', { name: /Lorewright/ })).toBeChecked();
    fireEvent.click(markdown);
    fireEvent.click(screen.getByRole('button', { name: 'Export world' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download ZIP (2 KB)' }));
    await waitFor(() => expect(names).toEqual(['lorewright-markdown-x1.zip']));
    expect(api().callsTo('POST export/world')[0].body).toEqual({ worldID: 'w1', format: 'markdown' });
    click.mockRestore();
  });

  it("offers no format choice for all of one's data", () => {
    renderPanel({ scope: 'user' }, 'Download my data');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says so when the export failed', async () => {
    api().on('GET export/x1', status({ status: 'failed' }));
    renderPanel({ scope: 'user' }, 'Download my data');
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Please try again.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says so when the export expired, and offers a new one', async () => {
    api().on('GET export/x1', status({ status: 'expired' }));
    renderPanel({ scope: 'user' }, 'Download my data');
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This export has expired. Start a new one to download your data again.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Download ZIP/ })).toBeNull();
  });
});
