import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { goldSymbol } from '../../test/fixtures';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { signedInState } from '../../test/render-with-providers';
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

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = installFakeApi().on('GET /api/margin/infos', {
    status: 200,
    body: { status: true, data: [goldSymbol(), euro] },
  });
});
afterEach(() => fake.restore());

async function openCollections() {
  const user = userEvent.setup();
  const view = renderApp({ route: '/collections', preloadedState: signedInState() });
  await screen.findByRole('heading', { name: texts.listsLabel }, SCREEN_WAIT);
  return { user, view };
}

const createList = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const input = screen.getByLabelText(texts.newList);
  await user.clear(input);
  if (name) await user.type(input, name);
  await user.click(screen.getByRole('button', { name: texts.create }));
};

describe('/collections', () => {
  it('refuses an empty or repeated list name', async () => {
    const { user } = await openCollections();
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
    await createList(user, '');
    expect(screen.getByText(texts.nameRequired)).toHaveAttribute('role', 'alert');
    await createList(user, 'Metaller');
    await createList(user, ' metaller ');
    expect(screen.getByText(texts.nameTaken)).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('adds catalogue symbols to the chosen list with their live prices, removes them, and keeps it all', async () => {
    const { user, view } = await openCollections();
    await createList(user, 'Metaller');
    await createList(user, 'Forex');

    const catalogue = await screen.findByRole('list', { name: texts.popularTitle }, SCREEN_WAIT);
    // The newest list is the target until another is chosen.
    await user.click(within(catalogue).getByRole('button', { name: texts.addTo('EURUSD', 'Forex') }));
    await user.selectOptions(screen.getByLabelText(texts.targetList), 'Metaller');
    await user.click(within(catalogue).getByRole('button', { name: texts.addTo('XAUUSD', 'Metaller') }));
    expect(within(catalogue).getByRole('button', { name: texts.addTo('XAUUSD', 'Metaller') })).toBeDisabled();

    const forex = screen.getByTestId('watchlist-Forex');
    expect(forex).toHaveTextContent('EURUSD');
    expect(forex).toHaveTextContent('Euro / ABD Doları');
    expect(forex).toHaveTextContent('1.08410 / 1.08420');
    expect(screen.getByTestId('watchlist-Metaller')).toHaveTextContent('XAUUSD');
    expect(JSON.parse(localStorage.getItem(WATCHLISTS_STORAGE_KEY) ?? '[]')).toMatchObject([
      { name: 'Metaller', symbols: ['XAUUSD'] },
      { name: 'Forex', symbols: ['EURUSD'] },
    ]);

    await user.click(within(forex).getByRole('button', { name: texts.removeSymbol('EURUSD') }));
    expect(within(screen.getByTestId('watchlist-Forex')).getByText(texts.emptyList)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.removeList('Forex') }));
    expect(screen.queryByTestId('watchlist-Forex')).not.toBeInTheDocument();

    view.unmount();
    await openCollections();
    expect(screen.getByTestId('watchlist-Metaller')).toHaveTextContent('XAUUSD');
  });

  it('filters the catalogue by symbol or description', async () => {
    const { user } = await openCollections();
    await createList(user, 'Liste');
    const catalogue = await screen.findByRole('list', { name: texts.popularTitle }, SCREEN_WAIT);
    await user.type(screen.getByLabelText(texts.catalogueSearch), 'altın');
    expect(within(catalogue).getAllByRole('listitem')).toHaveLength(1);
    expect(catalogue).toHaveTextContent('XAUUSD');
  });
});
