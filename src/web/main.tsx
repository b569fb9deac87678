import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { applyTheme, currentTheme } from './lib/theme';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query-client';
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
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
