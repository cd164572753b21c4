// Placeholder: the layout engineer replaces it with the real shell (headers, sidebar, bottom nav).
import { Outlet } from 'react-router';

export function AppLayout() {
  return <Outlet />;
}
