import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const image = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const chooseFiles = (files: File[]) => fireEvent.change(screen.getByLabelText(/Screenshots/), { target: { files } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('/support', () => {
  const api = mockApiPerTest({ 'POST me': meAnswer(makeUser()) });
  beforeEach(() => {
    // Previews without real object URLs (restored after each test).
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });

  const open = async () => {
    renderRoute('/support', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How can we help?' }, { timeout: 5000 })).toBeInTheDocument();
  };
  // The FormData the page sent to support/newReport.
  const sentForm = () => {
    const call = api().fetchMock.mock.calls.find(([input]) => typeof input === 'string' && input.endsWith('support/newReport'));
    return call?.[1]?.body as FormData | undefined;
  };

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoute('/support');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('offers the three types, Report A Problem first', async () => {
    await open();
    const types = within(screen.getByRole('group', { name: 'Type' })).getAllByRole('radio');
    expect(types.map((radio) => radio.parentElement?.textContent)).toEqual(['Report A Problem', 'Leave A Review', 'I Have A Question']);
    expect(types[0]).toBeChecked();
  });

  it('asks for every field when subject or content is blank, and sends nothing', async () => {
    await open();
    type('Subject', '   ');
    type('Content', 'Something broke');
    submit();
    expect(await screen.findByText(m.fillAllFields)).toBeInTheDocument();
    expect(sentForm()).toBeUndefined();
  });

  it('sends the report with its screenshots, shows both lines of the success text and clears the form', async () => {
    api().on('POST support/newReport', { status: 201, body: { message: m.supportSubmitted.question } });
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'I Have A Question' }));
    type('Subject', 'Calendars');
    type('Content', 'How do leap years work?');
    chooseFiles([image('one.png'), image('two.png')]);
    expect(within(screen.getByRole('list', { name: 'Chosen screenshots' })).getAllByRole('img')).toHaveLength(2);
    submit();

    expect(await screen.findByText('Question submitted successfully.')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you shortly via email.")).toBeInTheDocument();
    const form = sentForm()!;
    expect([form.get('type'), form.get('subject'), form.get('content')]).toEqual(['question', 'Calendars', 'How do leap years work?']);
    expect(form.getAll('screenshots').map((file) => (file as File).name)).toEqual(['one.png', 'two.png']);
    expect(field('Subject')).toHaveValue('');
    expect(field('Content')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen screenshots' })).not.toBeInTheDocument();
  });

  it('removes a chosen screenshot, refuses a fourth and one over 5 MB', async () => {
    await open();
    chooseFiles([image('one.png'), image('two.png'), image('three.png')]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove two.png' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['one.png', 'three.png']);
    chooseFiles([image('four.png'), image('five.png')]);
    expect(await screen.findByText(m.tooManyScreenshots)).toBeInTheDocument();
    chooseFiles([image('big.png', 5 * 1024 * 1024 + 1)]);
    expect(await screen.findByText(m.screenshotTooLarge)).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('on a refusal says the report failed and why, and keeps what was written', async () => {
    api().on('POST support/newReport', { status: 400, body: { error: m.screenshotNotImage } });
    await open();
    type('Subject', 'Broken map');
    type('Content', 'It spins.');
    submit();
    expect(await screen.findByText(m.supportFailed)).toBeInTheDocument();
    expect(screen.getByText(m.screenshotNotImage)).toBeInTheDocument();
    expect(field('Subject')).toHaveValue('Broken map');
  });
});
