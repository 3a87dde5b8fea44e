import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { pagesLoading } from './app/lazyPage';
import { typingTogetherWait } from './features/live/useTypingTogether';
import { FakeWebSocket } from './testing/fakeWebSocket';

// findBy* and waitFor give up after 1 s by default; the first render of a lazily loaded route
// imports its module graph, which on a busy 2-core machine running other specs can take longer.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
window.scrollTo = vi.fn();

// No test opens a real socket (the signed-in app opens the notification socket); specs that
// care drive FakeWebSocket.instances by hand.
beforeEach(() => {
  // Short: most specs never open the fake connection. Specs of typing together wait longer.
  typingTogetherWait.ms = 300;
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

// A spec that ends on a navigation (to a new element's page, say) leaves that page loading: its
// modules must be in before the file's environment goes, or the run fails after the fact.
afterEach(async () => {
  await Promise.allSettled(pagesLoading());
  cleanup();
  localStorage.clear();
});
