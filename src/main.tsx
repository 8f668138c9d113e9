import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readableHref } from './routing/readableUrls.ts';

// An address typed or linked as `all%2Cse` opens as `all,se` (issue 12): written readable before the router reads it.
const here = window.location.pathname + window.location.search + window.location.hash;
if (readableHref(here) !== here) window.history.replaceState(window.history.state, '', readableHref(here));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
