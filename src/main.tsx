import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/radix.css';
import './app/global.css';
import { App } from './app/App.tsx';
import { installGlobalErrorReporting } from './app/errorReporting.ts';
import { keepSyntheticClicksFromTheDocument } from './app/syntheticClicks.ts';

installGlobalErrorReporting();
keepSyntheticClicksFromTheDocument();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
