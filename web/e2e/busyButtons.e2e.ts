import { describe, expect, it } from 'vitest';
import { cssText, disabledButtonContrast, opacityIn } from './buttonContrast';

// A submit button disabled while its form is busy keeps its text at 4.5:1 in both themes: the
// disabled colours alone, no extra fading (read from the stylesheets, no browser needed).
describe('busy submit buttons', () => {
  it.each([
    ['the form card', 'components/FormCard.module.css', '.actions :global(.button-primary):disabled'],
    ['the account forms', 'features/auth/AuthCard.module.css', '.submit:disabled'],
  ])('%s keep 4.5:1 while busy', (_name, file, selector) => {
    const opacity = opacityIn(cssText(file), selector);
    for (const theme of ['dark', 'light'] as const) expect(disabledButtonContrast(theme, opacity), theme).toBeGreaterThanOrEqual(4.5);
  });
});
