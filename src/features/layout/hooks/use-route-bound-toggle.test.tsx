// The route-bound flag closes on navigation, and a panel opened while BrowserRouter's transition to
// the next page is still waiting for that page's code belongs to the next page: it opens there
// instead of being closed by the navigation it followed.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Link, Outlet, Route, Routes, useNavigate } from 'react-router';
import { useRouteBoundToggle } from './use-route-bound-toggle';

function Probe() {
  const panel = useRouteBoundToggle();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/slow')}>git</button>
      <button onClick={panel.show}>aç</button>
      <Link to="/">ana sayfa</Link>
      {panel.open && <div role="dialog">panel</div>}
      <Suspense fallback={<p>yükleniyor</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** A page whose code arrives when the test says so, as a lazy chunk does over a slow network. */
function slowPage() {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <p>yavaş sayfa</p> });
  });
  return { Page: lazy(() => loaded), arrive: () => arrive() };
}

function renderApp(Page: ComponentType) {
  window.history.replaceState(null, '', '/');
  return render(
    <BrowserRouter>
      <Routes>
        <Route element={<Probe />}>
          <Route index element={<p>ana</p>} />
          <Route path="slow" element={<Page />} />
        </Route>
      </Routes>
    </BrowserRouter>,
  );
}

it('opens a panel clicked while the next page is loading, on that page', async () => {
  const slow = slowPage();
  renderApp(slow.Page);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'git' })));
  // The transition waits for the page's code: the screen before is still shown.
  expect(window.location.pathname).toBe('/slow');
  expect(screen.getByText('ana')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'aç' })));
  await act(async () => slow.arrive());
  expect(await screen.findByText('yavaş sayfa')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toHaveTextContent('panel');
});

it('closes an open panel on the next navigation', async () => {
  const slow = slowPage();
  renderApp(slow.Page);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'aç' })));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'git' })));
  await act(async () => slow.arrive());
  expect(await screen.findByText('yavaş sayfa')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
