import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../i18n/tr-signed-in';
import { renderWithProviders } from '../test/render-with-providers';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyPage, type PageLoader } from './lazy-page';

function Page() {
  return <h1>Yüklendi</h1>;
}

const loaded = () => Promise.resolve({ default: Page });

// The boundary reports the failure on the console on purpose; keep the test output readable.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('lazy pages', () => {
  it('shows the loading text, then the page', async () => {
    let finish: () => void = () => undefined;
    const LazyPage = lazyPage(() => new Promise((resolve) => (finish = () => resolve({ default: Page }))));
    renderWithProviders(<LazyPage />);
    expect(screen.getByText(tr.loading.generic)).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Yüklendi' })).toBeInTheDocument();
  });

  it('shows the Turkish retry screen when the chunk fails, and loads it on retry', async () => {
    const load = jest
      .fn<ReturnType<PageLoader>, []>()
      .mockRejectedValueOnce(new ChunkLoadError('Loading chunk 42 failed.'))
      .mockImplementation(loaded);
    const LazyPage = lazyPage(load);
    renderWithProviders(<LazyPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(tr.shell.chunkFailedTitle);
    expect(screen.getByText(tr.shell.chunkFailedText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: tr.shell.retry }));

    expect(await screen.findByRole('heading', { name: 'Yüklendi' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after 120 s and offers the retry screen', async () => {
    jest.useFakeTimers();
    try {
      const LazyPage = lazyPage(() => new Promise(() => undefined));
      renderWithProviders(<LazyPage />);
      expect(screen.getByText(tr.loading.generic)).toBeInTheDocument();

      await act(async () => jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByRole('alert')).toHaveTextContent(tr.shell.chunkFailedTitle);
      expect(screen.getByRole('button', { name: tr.shell.retry })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not show the loading screen again when a loaded page is shown anew', async () => {
    const load = jest.fn(loaded);
    const LazyPage = lazyPage(load);
    const first = renderWithProviders(<LazyPage />);
    await screen.findByRole('heading', { name: 'Yüklendi' });
    first.unmount();
    renderWithProviders(<LazyPage />);
    expect(screen.getByRole('heading', { name: 'Yüklendi' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
