import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Watchlist, WatchlistInput } from '../../../contract/watchlists';
import { tr } from '../../i18n/tr-signed-in';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { goldSymbol } from '../../test/fixtures';
import { openSignedInPage, SCREEN_WAIT } from '../../test/render-app';
import { WATCHLISTS_STORAGE_KEY } from './hooks/use-watchlists';

const texts = tr.watchlists;
const euro = goldSymbol({
  symbol: 'EURUSD',
  desc: 'Euro / ABD Doları',
  catCode: 'forex',
  ask: 1.0842,
  bid: 1.0841,
  digits: 5,
});

// The machine may be busy; the first render also loads the page's lazy chunk.
jest.setTimeout(30_000);

let fake: FakeApi;
/** The lists the fake server keeps; a PUT replaces them, giving new lists an id. */
let serverLists: Watchlist[];
let nextId: number;
beforeEach(() => {
  localStorage.clear();
  serverLists = [];
  nextId = 1;
  fake = installFakeApi()
    .on('GET /api/margin/infos', { status: 200, body: { status: true, data: [goldSymbol(), euro] } })
    .on('GET /api/users/watchlists', () => ({ status: 200, body: { status: true, data: serverLists } }))
    .on('PUT /api/users/watchlists', (call) => {
      const { lists } = call.body as { lists: WatchlistInput[] };
      serverLists = lists.map((list) => ({ ...list, id: list.id ?? `s${nextId++}` }));
      return { status: 200, body: { status: true, data: serverLists } };
    });
});
afterEach(() => fake.restore());

const openCollections = () => openSignedInPage('/collections', texts.listsLabel);

const createList = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const input = screen.getByLabelText(texts.newList);
  await user.clear(input);
  if (name) await user.type(input, name);
  await user.click(screen.getByRole('button', { name: texts.create }));
};

describe('/collections', () => {
  it('refuses an empty or repeated list name', async () => {
    const { user } = await openCollections();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    await createList(user, '');
    expect(screen.getByText(texts.nameRequired)).toHaveAttribute('role', 'alert');
    await createList(user, 'Metaller');
    await screen.findByTestId('watchlist-Metaller');
    await createList(user, ' metaller ');
    expect(screen.getByText(texts.nameTaken)).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(fake.callsTo('PUT /api/users/watchlists')).toHaveLength(1);
  });

  it('adds catalogue symbols to the chosen list with their live prices, removes them, and the server keeps it all', async () => {
    const { user, view } = await openCollections();
    await createList(user, 'Metaller');
    await screen.findByTestId('watchlist-Metaller');
    await createList(user, 'Forex');
    await screen.findByTestId('watchlist-Forex');

    const catalogue = await screen.findByRole('list', { name: texts.popularTitle }, SCREEN_WAIT);
    // The newest list is the target until another is chosen.
    await waitFor(() =>
      expect(within(catalogue).getByRole('button', { name: texts.addTo('EURUSD', 'Forex') })).toBeEnabled(),
    );
    await user.click(within(catalogue).getByRole('button', { name: texts.addTo('EURUSD', 'Forex') }));
    await user.selectOptions(screen.getByLabelText(texts.targetList), 'Metaller');
    await user.click(within(catalogue).getByRole('button', { name: texts.addTo('XAUUSD', 'Metaller') }));
    expect(within(catalogue).getByRole('button', { name: texts.addTo('XAUUSD', 'Metaller') })).toBeDisabled();

    const forex = screen.getByTestId('watchlist-Forex');
    expect(forex).toHaveTextContent('EURUSD');
    expect(forex).toHaveTextContent('Euro / ABD Doları');
    expect(forex).toHaveTextContent('1.08410 / 1.08420');
    expect(screen.getByTestId('watchlist-Metaller')).toHaveTextContent('XAUUSD');
    await waitFor(() =>
      expect(serverLists).toEqual([
        { id: 's1', name: 'Metaller', symbols: ['XAUUSD'] },
        { id: 's2', name: 'Forex', symbols: ['EURUSD'] },
      ]),
    );
    // Nothing is kept on the device any more.
    expect(localStorage.getItem(WATCHLISTS_STORAGE_KEY)).toBeNull();

    await user.click(within(forex).getByRole('button', { name: texts.removeSymbol('EURUSD') }));
    expect(within(screen.getByTestId('watchlist-Forex')).getByText(texts.emptyList)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.removeList('Forex') }));
    expect(screen.queryByTestId('watchlist-Forex')).not.toBeInTheDocument();
    await waitFor(() => expect(serverLists).toEqual([{ id: 's1', name: 'Metaller', symbols: ['XAUUSD'] }]));
    expect(fake.callsTo('PUT /api/users/watchlists').at(-1)?.body).toEqual({
      lists: [{ id: 's1', name: 'Metaller', symbols: ['XAUUSD'] }],
    });

    view.unmount();
    await openCollections();
    expect(await screen.findByTestId('watchlist-Metaller')).toHaveTextContent('XAUUSD');
  });

  it('merges the lists this device kept into the account once, then forgets them', async () => {
    serverLists = [{ id: 'm1', name: 'Metaller', symbols: ['XAUUSD'] }];
    const deviceLists: Watchlist[] = [
      { id: 'local-1', name: 'metaller', symbols: ['XAUUSD', 'EURUSD'] },
      { id: 'local-2', name: 'Forex', symbols: ['EURUSD'] },
    ];
    localStorage.setItem(WATCHLISTS_STORAGE_KEY, JSON.stringify(deviceLists));

    const { view } = await openCollections();
    await waitFor(() => expect(localStorage.getItem(WATCHLISTS_STORAGE_KEY)).toBeNull());
    expect(fake.callsTo('PUT /api/users/watchlists').map((call) => call.body)).toEqual([
      {
        lists: [
          { id: 'm1', name: 'Metaller', symbols: ['XAUUSD', 'EURUSD'] },
          { name: 'Forex', symbols: ['EURUSD'] },
        ],
      },
    ]);
    expect(await screen.findByTestId('watchlist-Forex')).toHaveTextContent('EURUSD');
    expect(screen.getByTestId('watchlist-Metaller')).toHaveTextContent('EURUSD');

    view.unmount();
    await openCollections();
    await screen.findByTestId('watchlist-Forex');
    expect(fake.callsTo('PUT /api/users/watchlists')).toHaveLength(1);
  });

  it('keeps the device lists when the upload is refused, and shows the server’s message', async () => {
    const refusal = 'Listede bilinmeyen bir sembol var.';
    fake.on('PUT /api/users/watchlists', { status: 400, body: { status: false, message: refusal } });
    localStorage.setItem(
      WATCHLISTS_STORAGE_KEY,
      JSON.stringify([{ id: 'local-1', name: 'Eski', symbols: ['OLDSYM'] }]),
    );
    await openCollections();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    // The refused lists are not shown as if kept, and the device still has them for a later try.
    await waitFor(() => expect(screen.queryByTestId('watchlist-Eski')).not.toBeInTheDocument());
    expect(localStorage.getItem(WATCHLISTS_STORAGE_KEY)).toContain('Eski');
  });

  it('keeps the latest change when an older answer comes back late', async () => {
    const { user } = await openCollections();
    await createList(user, 'Liste');
    await screen.findByTestId('watchlist-Liste');
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let puts = 0;
    fake.on('PUT /api/users/watchlists', async (call) => {
      puts += 1;
      const { lists } = call.body as { lists: WatchlistInput[] };
      const answer = lists.map((list) => ({ ...list, id: list.id ?? `s${nextId++}` }));
      if (puts === 1) await firstHeld;
      return { status: 200, body: { status: true, data: answer } };
    });
    const catalogue = await screen.findByRole('list', { name: texts.popularTitle }, SCREEN_WAIT);
    await user.click(within(catalogue).getByRole('button', { name: texts.addTo('EURUSD', 'Liste') }));
    await user.click(within(catalogue).getByRole('button', { name: texts.addTo('XAUUSD', 'Liste') }));
    await waitFor(() => expect(puts).toBe(2));
    releaseFirst();
    await waitFor(() => expect(fake.callsTo('PUT /api/users/watchlists')).toHaveLength(3));
    // The first answer (EURUSD alone) arrives last and is not taken.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const list = screen.getByTestId('watchlist-Liste');
    expect(list).toHaveTextContent('EURUSD');
    expect(list).toHaveTextContent('XAUUSD');
  });

  it('filters the catalogue by symbol or description', async () => {
    const { user } = await openCollections();
    await createList(user, 'Liste');
    await screen.findByTestId('watchlist-Liste');
    const catalogue = await screen.findByRole('list', { name: texts.popularTitle }, SCREEN_WAIT);
    await user.type(screen.getByLabelText(texts.catalogueSearch), 'altın');
    expect(within(catalogue).getAllByRole('listitem')).toHaveLength(1);
    expect(catalogue).toHaveTextContent('XAUUSD');
  });
});
