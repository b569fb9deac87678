import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyTheme, currentTheme } from './lib/theme';
import { setUnauthorizedHandler } from './lib/api';
import { restoreSessionData } from './lib/session-data';
import { registerServiceWorker } from './lib/sw';
import { router } from './router';
import './styles.css';

applyTheme(currentTheme());
setUnauthorizedHandler(() => void router.navigate('/login'));
registerServiceWorker();
restoreSessionData();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
