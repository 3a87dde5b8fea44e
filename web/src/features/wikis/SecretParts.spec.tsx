import type { WikiHeaderField, WikiSection } from '@lorewright/domain/wikis/wikiView';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/queryClient';
import { WikiHeaderFields } from './WikiHeaderFields';
import { WikiSectionEditor } from './WikiSectionEditor';

// The author's Secret toggle on a section and a header field, and the mark it leaves.
function Section({ secret }: { secret?: boolean }) {
  const [section, setSection] = useState<WikiSection>({ _id: 's1', title: 'Plot', content: 'She betrays the king.', revision: 1, ...(secret && { secret }) });
  return (
    <WikiSectionEditor
      section={section}
      name="section 1"
      worldID="world-1"
      first
      last
      onChange={(part) => setSection((before) => ({ ...before, ...part }))}
      onMove={() => {}}
      onRemove={() => {}}
    />
  );
}

const renderSection = (secret?: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Section secret={secret} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('marking a section secret', () => {
  it('a toggle button in the tab order, pressed while the section is secret, with a worded mark', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'section 1' });
    const toggle = within(section).getByRole('button', { name: 'Keep section 1 secret' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(section).queryByText('Secret')).toBeNull();
    toggle.focus();
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const mark = within(section).getByText('Secret');
    expect(mark.querySelector('svg')).not.toBeNull();
    expect(mark).toHaveAttribute('title', 'Only you see this part');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(section).queryByText('Secret')).toBeNull();
  });

  it('a section that is secret shows its mark when opened', () => {
    renderSection(true);
    expect(screen.getByRole('button', { name: 'Keep section 1 secret' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Secret')).toBeInTheDocument();
  });
});

describe('marking a header field secret', () => {
  function Fields() {
    const [fields, setFields] = useState<WikiHeaderField[]>([{ _id: 'h1', field: 'True name', value: 'Morwen' }]);
    return <WikiHeaderFields fields={fields} isAuthor onEdit={(change) => setFields((all) => change({ headerFields: all } as never).headerFields)} />;
  }

  it('the author marks and sees the field as secret', () => {
    render(<Fields />);
    const toggle = screen.getByRole('button', { name: 'Keep field 1 secret' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Secret')).toBeInTheDocument();
  });
});
