// GET and PUT /api/users/watchlists: a customer's lists kept by the server, replaced as a whole,
// owned by the customer (another's list id is 404), bounded, and refused with a Turkish message
// and no change on bad input.
import { serverTexts } from '../../../contract/server-texts';
import type { Watchlist, WatchlistInput } from '../../../contract/watchlists';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';

let t: TestApp;
let ayse: TestUser;
let mehmet: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  ayse = await registerAndLogin(t.app);
  mehmet = await registerAndLogin(t.app);
});
afterAll(() => t.close());

function getLists(user: TestUser) {
  return t.app.inject({ method: 'GET', url: '/api/users/watchlists', headers: bearer(user.token) });
}

function putLists(user: TestUser, lists: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/watchlists',
    headers: bearer(user.token),
    payload: { lists },
  });
}

async function storedLists(user: TestUser): Promise<Watchlist[]> {
  return (await getLists(user)).json().data as Watchlist[];
}

async function replaceOk(user: TestUser, lists: WatchlistInput[]): Promise<Watchlist[]> {
  const response = await putLists(user, lists);
  expect(response.statusCode).toBe(200);
  return response.json().data as Watchlist[];
}

describe('/api/users/watchlists', () => {
  it('starts empty, stores lists in order with new ids, and keeps an id sent back', async () => {
    expect(await storedLists(ayse)).toEqual([]);
    const first = await replaceOk(ayse, [
      { name: ' Metaller ', symbols: ['XAUUSD', 'XAGUSD', 'XAUUSD'] },
      { name: 'Forex', symbols: ['EURUSD'] },
    ]);
    expect(first).toEqual([
      { id: expect.any(String), name: 'Metaller', symbols: ['XAUUSD', 'XAGUSD'] },
      { id: expect.any(String), name: 'Forex', symbols: ['EURUSD'] },
    ]);
    expect(await storedLists(ayse)).toEqual(first);

    const [metals, forex] = first as [Watchlist, Watchlist];
    const second = await replaceOk(ayse, [
      { id: forex.id, name: 'Döviz', symbols: ['EURUSD', 'GBPUSD'] },
      { name: 'Kripto', symbols: [] },
    ]);
    expect(second[0]).toEqual({ id: forex.id, name: 'Döviz', symbols: ['EURUSD', 'GBPUSD'] });
    expect(second.map((list) => list.name)).toEqual(['Döviz', 'Kripto']);
    expect((await storedLists(ayse)).some((list) => list.id === metals.id)).toBe(false);
  });

  it('shows each customer only their own lists, and answers 404 for another customer’s list id', async () => {
    const ayseLists = await storedLists(ayse);
    expect(await storedLists(mehmet)).toEqual([]);
    const response = await putLists(mehmet, [{ id: ayseLists[0]!.id, name: 'Benim', symbols: [] }]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, message: serverTexts.watchlists.notFound });
    expect(await storedLists(ayse)).toEqual(ayseLists);
    expect(await storedLists(mehmet)).toEqual([]);
  });

  it.each([
    ['an unknown symbol', [{ name: 'A', symbols: ['NOPE'] }], serverTexts.watchlists.unknownSymbol],
    ['a blank name', [{ name: '   ', symbols: [] }], serverTexts.watchlists.nameRequired],
    [
      'two lists of one name',
      [
        { name: 'İzmir', symbols: [] },
        { name: 'izmir', symbols: [] },
      ],
      serverTexts.watchlists.nameTaken,
    ],
    [
      'more than 20 lists',
      Array.from({ length: 21 }, (_, index) => ({ name: `L${index}`, symbols: [] })),
      serverTexts.validation.tooManyItems(serverTexts.validation.fields.lists!, 20),
    ],
    [
      'more than 50 symbols in a list',
      [{ name: 'Çok', symbols: Array.from({ length: 51 }, () => 'EURUSD') }],
      serverTexts.validation.tooManyItems(serverTexts.validation.fields.symbols!, 50),
    ],
    [
      'a name past 40 characters',
      [{ name: 'x'.repeat(41), symbols: [] }],
      serverTexts.validation.tooLong(serverTexts.validation.fields.name!, 40),
    ],
    [
      'an unknown field',
      [{ name: 'A', symbols: [], color: 'red' }],
      serverTexts.validation.unknownField('color'),
    ],
  ])('refuses %s with 400 in Turkish and changes nothing', async (_case, lists, message) => {
    const before = await storedLists(ayse);
    const response = await putLists(ayse, lists);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
    expect(await storedLists(ayse)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/watchlists' });
    expect(response.statusCode).toBe(401);
  });
});
