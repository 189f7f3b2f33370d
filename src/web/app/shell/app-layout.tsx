import { RequireAuth } from '../require-auth';
import { AppShell } from './app-shell';

/** Every /app page: guarded, inside the authenticated shell. */
export function AppLayout() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
