// The static sample of SPEC.md section 3: fifteen cryptocurrencies with fixed prices (value, label,
// name, icon, usd, exchange per currency, change, isFavorite, isTrending) and the five currencies
// usd, eur, gbp, aud, cad. Figures are illustrative and fixed: no feed moves them, and nothing here
// is traded. /nft lists them; the converter on /actions converts between them and the currencies.

export const SAMPLE_CURRENCIES = ['usd', 'eur', 'gbp', 'aud', 'cad'] as const;
export type SampleCurrency = (typeof SAMPLE_CURRENCIES)[number];

/** Units of each currency one US dollar buys, fixed for the sample. */
export const CURRENCY_PER_USD: Record<SampleCurrency, number> = {
  usd: 1,
  eur: 0.92,
  gbp: 0.79,
  aud: 1.52,
  cad: 1.37,
};

export interface SampleCoin {
  /** Lower-case ticker, the option value. */
  value: string;
  /** Upper-case ticker as shown. */
  label: string;
  name: string;
  /** A letter or two standing for the coin's mark (the sample ships no images). */
  icon: string;
  /** Price of one coin in US dollars. */
  usd: number;
  /** Price of one coin in each sample currency. */
  exchange: Record<SampleCurrency, number>;
  /** Change over the last 24 hours, in percent. */
  change: number;
  /** Whether the sample marks it as a favourite before the customer chooses any. */
  isFavorite: boolean;
  isTrending: boolean;
}

/** The broker's symbol for a coin against the dollar, as the live feed names it (BTC → BTCUSD). */
export const feedSymbolOf = (coin: Pick<SampleCoin, 'label'>): string => `${coin.label}USD`;

type CoinSeed = Omit<SampleCoin, 'exchange'>;

const SEEDS: readonly CoinSeed[] = [
  {
    value: 'btc',
    label: 'BTC',
    name: 'Bitcoin',
    icon: 'B',
    usd: 67250,
    change: 2.14,
    isFavorite: true,
    isTrending: true,
  },
  {
    value: 'eth',
    label: 'ETH',
    name: 'Ethereum',
    icon: 'Ξ',
    usd: 3480.25,
    change: 1.62,
    isFavorite: true,
    isTrending: true,
  },
  {
    value: 'usdt',
    label: 'USDT',
    name: 'Tether',
    icon: '₮',
    usd: 1,
    change: 0.01,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'bnb',
    label: 'BNB',
    name: 'BNB',
    icon: 'BN',
    usd: 585.4,
    change: -0.84,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'sol',
    label: 'SOL',
    name: 'Solana',
    icon: 'S',
    usd: 152.3,
    change: 4.37,
    isFavorite: false,
    isTrending: true,
  },
  {
    value: 'xrp',
    label: 'XRP',
    name: 'XRP',
    icon: 'X',
    usd: 0.524,
    change: -1.25,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'usdc',
    label: 'USDC',
    name: 'USD Coin',
    icon: '$',
    usd: 1,
    change: 0,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'ada',
    label: 'ADA',
    name: 'Cardano',
    icon: '₳',
    usd: 0.448,
    change: -2.08,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'doge',
    label: 'DOGE',
    name: 'Dogecoin',
    icon: 'Ð',
    usd: 0.1235,
    change: 6.91,
    isFavorite: false,
    isTrending: true,
  },
  {
    value: 'trx',
    label: 'TRX',
    name: 'TRON',
    icon: 'T',
    usd: 0.121,
    change: 0.46,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'avax',
    label: 'AVAX',
    name: 'Avalanche',
    icon: 'A',
    usd: 34.85,
    change: 3.12,
    isFavorite: false,
    isTrending: true,
  },
  {
    value: 'dot',
    label: 'DOT',
    name: 'Polkadot',
    icon: 'P',
    usd: 6.95,
    change: -0.57,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'link',
    label: 'LINK',
    name: 'Chainlink',
    icon: 'L',
    usd: 14.6,
    change: 1.08,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'matic',
    label: 'MATIC',
    name: 'Polygon',
    icon: 'M',
    usd: 0.712,
    change: -3.4,
    isFavorite: false,
    isTrending: false,
  },
  {
    value: 'ltc',
    label: 'LTC',
    name: 'Litecoin',
    icon: 'Ł',
    usd: 82.4,
    change: 0.73,
    isFavorite: false,
    isTrending: false,
  },
];

/** A coin's price in each currency, from its USD price and the fixed rates, to 6 significant digits. */
function exchangeOf(usd: number): Record<SampleCurrency, number> {
  const entries = SAMPLE_CURRENCIES.map((currency) => [
    currency,
    Number((usd * CURRENCY_PER_USD[currency]).toPrecision(6)),
  ]);
  return Object.fromEntries(entries) as Record<SampleCurrency, number>;
}

export const SAMPLE_COINS: readonly SampleCoin[] = SEEDS.map((seed) => ({
  ...seed,
  exchange: exchangeOf(seed.usd),
}));
