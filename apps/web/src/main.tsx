import '@fontsource-variable/inter';
import './styles.css';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore } from './lib/auth.ts';
import { activateLanguage, i18n } from './lib/i18n.ts';
import { languageStore } from './lib/language.ts';
import { queryClient } from './lib/trpc.ts';
import { router } from './router.tsx';

await activateLanguage(languageStore.get());

// A new language reloads the catalog, then every loader and page head (language-dependent data and titles).
languageStore.subscribe(() => {
  void activateLanguage(languageStore.get()).then(() => router.invalidate());
});
// Signing in or out (here or in another tab) re-runs the route guards.
authStore.subscribe(() => {
  void router.invalidate();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
