import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/queryClient';
import { writeToken } from '../../lib/tokenStorage';
import { mockApiPerTest } from '../../testing/perTest';
import { WritingRoomTools, type RoomPanels } from './WritingRoomTools';

const CLOSED: RoomPanels = { scenes: false, customize: false, preview: false, history: false, comments: false };

const status = (over: object) => ({
  status: 200,
  body: {
    exportId: 'x1',
    status: 'running',
    progress: 40,
    size: null,
    createdAt: '2026-11-30T08:00:00.000Z',
    scope: 'writing',
    worldId: 'w1',
    writingId: 'd1',
    format: 'pdf',
    ...over,
  },
});

const renderTools = ({
  panels = CLOSED,
  compile = { writingId: 'd1', title: 'The Ferry' },
}: { panels?: RoomPanels; compile?: { writingId: string; title: string } | null } = {}) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WritingRoomTools panels={panels} withHistory onToggle={() => {}} compile={compile} />
    </QueryClientProvider>,
  );

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Compile manuscript' }));
  return screen.getByRole('dialog', { name: 'Compile manuscript' });
};

describe("the writing room's Compile manuscript", () => {
  const api = mockApiPerTest({ 'POST export/writing': { status: 201, body: { exportId: 'x1' } } });

  it('compiles the writing in the chosen format, shows the progress, then downloads the file under its name', async () => {
    let polls = 0;
    api().on('GET export/x1', () => (++polls < 2 ? status({ progress: 40 }) : status({ status: 'completed', progress: 100, size: 20480 })));
    writeToken('t');
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderTools();

    const dialog = openDialog();
    expect(within(dialog).getByText(/“The Ferry” as one file/)).toBeInTheDocument();
    const formats = within(dialog).getAllByRole('radio');
    expect(formats.map((radio) => radio.closest('label')?.querySelector('strong')?.textContent)).toEqual(['EPUB', 'Word (DOCX)', 'PDF', 'Markdown']);
    expect(within(dialog).getByRole('radio', { name: /EPUB/ })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: /PDF/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compile' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing your export… 40%'));
    expect(within(dialog).getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('value', '40');
    expect(within(dialog).getByRole('button', { name: 'Compile' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /PDF/ })).toBeDisabled();
    expect(api().callsTo('POST export/writing')[0].body).toEqual({ writingID: 'd1', format: 'pdf' });

    const download = await within(dialog).findByRole('button', { name: 'Download PDF (20 KB)' }, { timeout: 3000 });
    // The server names the file after the writing.
    api().fetchMock.mockImplementationOnce(
      async () =>
        new Response('%PDF-', { status: 200, headers: { 'Content-Disposition': `attachment; filename="Elodie.pdf"; filename*=UTF-8''%C3%89lodie.pdf` } }),
    );
    fireEvent.click(download);
    await waitFor(() => expect(names).toEqual(['Élodie.pdf']));
    const [url, init] = api().fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/v1/export/x1/download');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
  });

  it('says why the server refused, and lets the author try again', async () => {
    api().on('POST export/writing', { status: 403, body: { error: m.onlyWritingAuthor } });
    renderTools();
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.onlyWritingAuthor);
    expect(within(dialog).getByRole('button', { name: 'Compile' })).toBeEnabled();
  });

  it('is used by keyboard: focus moves in, Tab stays inside, Escape closes and gives the focus back', () => {
    renderTools();
    const opener = screen.getByRole('button', { name: 'Compile manuscript' });
    opener.focus();
    const dialog = openDialog();
    const epub = within(dialog).getByRole('radio', { name: /EPUB/ });
    expect(epub).toHaveFocus();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(epub).toHaveFocus();
    fireEvent.keyDown(epub, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('is closed by its Close button', () => {
    renderTools();
    fireEvent.click(within(openDialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while previewing, and is not offered without a writing to compile (the demo)', () => {
    const { unmount } = renderTools({ panels: { ...CLOSED, preview: true } });
    expect(screen.getByRole('button', { name: 'Compile manuscript' })).toBeDisabled();
    unmount();
    renderTools({ compile: null });
    expect(screen.queryByRole('button', { name: 'Compile manuscript' })).toBeNull();
  });
});
