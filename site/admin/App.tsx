/**
 * The admin app (issue 4): one React tree mounted by site/pages/admin/index.astro. It creates the
 * app's services once — query client, toast store, navigation guard — and wires the rule that a
 * 401 from any call ends the session in the UI too (flag cleared, back to /admin/login).
 */
// First: zod must know it runs without eval before any schema parses (see the file).
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { createAdminQueryClient } from './api/query-client';
import { GuardedRouter } from './components/NavGuard';
import { ScrollToTop } from './components/ScrollToTop';
import { TipProvider } from './components/Tip';
import { Toaster } from './components/Toaster';
import { setAdminFlag } from './lib/admin-flag';
import { LOGIN_PATH, loginPathFor } from './lib/next-path';
import { createNavGuard, type NavGuard } from './lib/nav-guard';
import { createToastStore, type ToastStore } from './lib/toast-store';
import { AdminRoutes } from './routes/AdminRoutes';
import './admin.css';
import './phone.css';

interface Services {
  guard: NavGuard;
  toasts: ToastStore;
  queryClient: ReturnType<typeof createAdminQueryClient>;
}

function createServices(): Services {
  const guard = createNavGuard((message) => window.confirm(message));
  const toasts = createToastStore();
  const queryClient = createAdminQueryClient(() => {
    setAdminFlag(false);
    if (window.location.pathname.startsWith(LOGIN_PATH)) return;
    toasts.show({ variant: 'error', title: 'Sessão expirada', description: 'Faça login novamente para continuar.' });
    // Straight to history (not through the router's guard): without a session nothing can be saved.
    // The typed text survives as a draft (use-entity-editor) and `next` brings the editor back to it.
    navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true });
  });
  return { guard, toasts, queryClient };
}

export default function App() {
  const [services] = useState(createServices);
  return (
    <QueryClientProvider client={services.queryClient}>
      <Toaster store={services.toasts}>
        <TipProvider>
          <GuardedRouter guard={services.guard}>
            <ScrollToTop />
            <AdminRoutes />
          </GuardedRouter>
        </TipProvider>
      </Toaster>
    </QueryClientProvider>
  );
}
