// The console's entry (admin.html): its own bundle, never loaded by the storefront's pages.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleApp } from './console-app.tsx';
import { ConsoleSessionProvider } from './console-session.tsx';
import './console.css';

const container = document.getElementById('console-root');
if (!container) throw new Error('#console-root is missing from admin.html');
createRoot(container).render(
  <StrictMode>
    <ConsoleSessionProvider>
      <BrowserRouter basename="/admin">
        <ConsoleApp />
      </BrowserRouter>
    </ConsoleSessionProvider>
  </StrictMode>,
);
