// The risk warning strip: the losing share of the last quarter, on the sign-in page and above the
// signed-in pages, and nothing when the server does not publish the ratio.
import { screen, waitFor } from '@testing-library/react';
import { tr } from '../../i18n/tr';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { RiskWarningStrip } from './components/risk-warning-strip';

jest.setTimeout(30_000);

const SENTENCE =
  "Bireysel müşteri hesaplarının %67'si 2026 yılının 3. çeyreğinde kaldıraçlı işlemlerde para kaybetmiştir. Kaldıraçlı işlemler yüksek risk içerir; kaybetmeyi göze alamayacağınız parayla işlem yapmayınız.";

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi().on('GET /api/users/profile', { body: { status: true, data: null } });
});
afterEach(() => fake.restore());

function outcomes(data: object) {
  fake.on('GET /api/compliance/client-outcomes', { body: { status: true, data } });
}

describe('the risk warning strip', () => {
  it("says the losing share of the last quarter's retail accounts, asking without a token", async () => {
    outcomes({ quarter: '2026-Q3', accounts: 3, profitablePct: 33.3, losingPct: 66.7 });
    renderWithProviders(<RiskWarningStrip />);
    const strip = await screen.findByRole('note', { name: tr.compliance.riskWarningLabel });
    expect(strip).toHaveTextContent(SENTENCE);
    const [call] = fake.callsTo('GET /api/compliance/client-outcomes');
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('stays away when the server does not publish the ratio (JURISDICTION=none answers 404)', async () => {
    renderWithProviders(<RiskWarningStrip />);
    await waitFor(() => expect(fake.callsTo('GET /api/compliance/client-outcomes')).toHaveLength(1));
    expect(screen.queryByTestId('risk-warning')).toBeNull();
  });

  it('still warns, without a share, for a quarter without accounts (a broker in its first quarter)', async () => {
    outcomes({ quarter: '2026-Q3', accounts: 0, profitablePct: 0, losingPct: 0 });
    renderWithProviders(<RiskWarningStrip />);
    const strip = await screen.findByRole('note', { name: tr.compliance.riskWarningLabel });
    expect(strip).toHaveTextContent(tr.compliance.riskWarningGeneral);
    expect(strip.textContent).not.toMatch(/%/);
  });

  it('shows on the sign-in page', async () => {
    outcomes({ quarter: '2026-Q3', accounts: 10, profitablePct: 26, losingPct: 74 });
    renderApp({ route: '/sign-in' });
    await screen.findByRole('heading', { name: tr.session.signIn.title }, SCREEN_WAIT);
    expect(await screen.findByTestId('risk-warning')).toHaveTextContent(
      "Bireysel müşteri hesaplarının %74'ü 2026 yılının 3. çeyreğinde",
    );
  });

  it('shows above the signed-in pages', async () => {
    outcomes({ quarter: '2026-Q2', accounts: 4, profitablePct: 50, losingPct: 50 });
    renderApp({ route: '/', preloadedState: signedInState() });
    expect(await screen.findByTestId('risk-warning', {}, SCREEN_WAIT)).toHaveTextContent(
      "Bireysel müşteri hesaplarının %50'si 2026 yılının 2. çeyreğinde",
    );
  });
});
