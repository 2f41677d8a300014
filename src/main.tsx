import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { App } from './app/App.tsx';
import { startConnectivity } from './lib/connectivity.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import './ui/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

const store = getDefaultStore();
startConnectivity(store);
// The worker is not needed for first paint; registering after load keeps it off the critical path.
if (document.readyState === 'complete') registerServiceWorker(store);
else window.addEventListener('load', () => registerServiceWorker(store), { once: true });
