import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import type { FromMapWorker, ToMapWorker } from './generator/mapGeneratorMessages';

// The worker stands in: the spec says what it posts and when.
class FakeWorker {
  onmessage: ((event: MessageEvent<FromMapWorker>) => void) | null = null;
  onerror: (() => void) | null = null;
  received: ToMapWorker[] = [];
  terminated = false;
  postMessage(message: ToMapWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  say(message: FromMapWorker) {
    act(() => this.onmessage?.({ data: message } as MessageEvent<FromMapWorker>));
  }
}
const workers: FakeWorker[] = [];
vi.mock('./generator/createMapWorker', () => ({ createMapWorker: () => workers[workers.push(new FakeWorker()) - 1] }));

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: nextYear } });

describe('/generate-map', () => {
  const api = mockApiPerTest();
  beforeEach(() => {
    workers.length = 0;
    // jsdom draws no canvas: ImageData, the 2D context and the PNG are stand-ins.
    vi.stubGlobal('ImageData', class {});
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ putImageData: () => {} } as unknown as CanvasRenderingContext2D);
    HTMLCanvasElement.prototype.toBlob = (done: BlobCallback) => done(new Blob([new Uint8Array([137, 80])], { type: 'image/png' }));
    URL.createObjectURL = () => 'blob:generated';
    URL.revokeObjectURL = () => {};
  });

  const openGenerator = async (user = author) => {
    api().on('POST me', meAnswer(user));
    const view = renderRoute('/generate-map', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Map Generator' }, { timeout: 5000 });
    return view;
  };
  const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
  const progress = () => within(screen.getByRole('region', { name: 'Preview' })).getByRole('status');
  const button = (name: string) => screen.getByRole('button', { name });
  const generateAndFinish = () => {
    fireEvent.click(button('Generate'));
    workers[0].say({ type: 'progress', percent: 40, pixelsDrawn: 256_000 });
    expect(progress()).toHaveTextContent('40% (256,000 pixels drawn)');
    workers[0].say({ type: 'done', size: 800, pixels: new ArrayBuffer(800 * 800 * 4) });
  };

  it('offers the subscription without the maps permission', async () => {
    api().on('POST me', meAnswer(makeUser()));
    renderRoute('/generate-map', { token: 't' });
    expect(await screen.findByText(NOT_OWNED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keeps width and height equal and within 100 to 2000', async () => {
    await openGenerator();
    expect([field('Width'), field('Height'), field('Detail'), field('Strength')].map((input) => (input as HTMLInputElement).value)).toEqual([
      '800',
      '800',
      '5',
      '0.8',
    ]);
    fireEvent.change(field('Width'), { target: { value: '2500' } });
    expect(field('Height')).toHaveValue(2500);
    fireEvent.blur(field('Width'));
    expect(field('Height')).toHaveValue(2000);
    fireEvent.change(field('Height'), { target: { value: '12' } });
    fireEvent.blur(field('Height'));
    expect(field('Width')).toHaveValue(100);
  });

  it('cycles a region node through water, land and mountains', async () => {
    await openGenerator();
    fireEvent.click(button('Region row 1, column 1: Water'));
    fireEvent.click(button('Region row 1, column 1: Land'));
    expect(button('Region row 1, column 1: Mountains')).toBeInTheDocument();
  });

  it('generates in the worker with the settings, showing progress, then Download and Use Map', async () => {
    await openGenerator();
    fireEvent.change(field('Seed'), { target: { value: 'the known lands' } });
    fireEvent.change(field('Detail'), { target: { value: '3' } });
    fireEvent.change(field('Strength'), { target: { value: '0.5' } });
    expect(button('Download')).toBeDisabled();
    expect(button('Use Map')).toBeDisabled();
    generateAndFinish();
    expect(workers[0].received[0]).toMatchObject({ type: 'generate', options: { size: 800, layers: 3, strength: 0.5, seed: 'the known lands' } });
    expect(progress()).toHaveTextContent('100%');
    expect(screen.getByRole('img', { name: 'Generated map' })).toBeInTheDocument();
    await waitFor(() => expect(button('Download')).toBeEnabled());
    expect(button('Use Map')).toBeEnabled();
  });

  it('stops a generation under way', async () => {
    await openGenerator();
    fireEvent.click(button('Generate'));
    workers[0].say({ type: 'progress', percent: 12, pixelsDrawn: 77_000 });
    expect(button('Generate')).toBeDisabled();
    fireEvent.click(button('Stop'));
    expect(workers[0].terminated).toBe(true);
    expect(button('Stop')).toBeDisabled();
    expect(progress()).not.toHaveTextContent('%');
  });

  it('takes the generated map to /new-map, whose form starts with it', async () => {
    const { router } = await openGenerator();
    generateAndFinish();
    await waitFor(() => expect(button('Use Map')).toBeEnabled());
    fireEvent.click(button('Use Map'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-map'));
    expect(await screen.findByRole('img', { name: "The map's picture" }, { timeout: 5000 })).toHaveAttribute('src', 'blob:generated');
  });
});
