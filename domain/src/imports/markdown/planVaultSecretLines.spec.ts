import { describe, expect, it } from 'vitest';
import { planVault } from './planVault';

// A secret scene line as the Markdown export writes it (the secret tag at its end) comes back
// from the vault import as a secret line, every run of it marked; a line without the tag is not.
const note = [
  '---',
  'lorewright: "writing"',
  'title: "The Ferry"',
  '---',
  '',
  '# The Ferry',
  '',
  '## Crossing',
  '',
  '### Hidden title #lorewright/secret',
  '',
  'The heir **lives** #lorewright/secret',
  '',
  'Open water, #lorewright/secret in the middle.',
].join('\n');

describe('secret scene lines in a vault', () => {
  it('are read back from the secret tag, which leaves the text', () => {
    const { writings } = planVault([{ path: 'World/Writings/The Ferry.md', text: note }]);
    expect(writings[0].scenes[0].content).toEqual([
      { content: 'Hidden title', style: 'title', secret: true },
      { content: '\n', style: '' },
      { content: 'The heir ', style: '', secret: true },
      { content: 'lives', style: 'bold', secret: true },
      { content: '\n', style: '' },
      { content: 'Open water, #lorewright/secret in the middle.', style: '' },
    ]);
  });
});
