import '../lib/zodWithoutEval';
import '../styles/theme.css';
import '../styles/primitives.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/queryClient';
import { App } from './App';
import { routes } from './routes';
import { makeAppStore } from '../lib/state/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App store={makeAppStore()} queryClient={createQueryClient()} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
