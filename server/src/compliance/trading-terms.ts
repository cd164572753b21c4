// The jurisdiction's terms for new positions, as trading's AccountTermsSource
// (trading-types.ts): per account, the leverage a new position of each symbol opens with (the
// category's caps) and the minimum-deposit refusal, checked by trading against the engine's
// figures in the same synchronous step as its decision. The records are read in one statement
// before the order; both only grow (deposits, withdrawals paid), and a withdrawal racing the order
// is seen by the engine itself (its hold), so the check cannot be overtaken. An operator's change
// of a cap is a row and an audit row in one transaction; the next order reads it.
import type { ClientCategory } from '../../../contract/compliance';
import type { MarketCategory } from '../../../contract/entities';
import { serverTexts } from '../../../contract/server-texts';
import type { MinimumDepositStatus } from '../../../contract/trading-terms';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type {
  AccountTerms,
  AccountTermsSource,
  TermsFigures,
  TermsRefusalCode,
} from '../trading/trading-types';
import { capTable, effectiveLeverage, type LeverageCapTable } from './leverage-caps';
import { depositShortfall, lineCents, turkishAmount, type DepositShortfall } from './minimum-deposit';
import { accountStandings, loadCapRows, upsertCap, type AccountStanding } from './trading-terms-repository';
import type { TradingTermsConfig } from './trading-terms-config';

const texts = serverTexts.tradingTerms;

export interface TradingTerms {
  accountTerms: AccountTermsSource;
  /** Every category's caps by class, defaults and the operator's rows together. */
  caps(): Promise<LeverageCapTable>;
  changeCap(
    operatorId: string,
    change: { clientCategory: ClientCategory; assetClass: MarketCategory; leverage: number },
  ): Promise<void>;
  /** Where an account stands against the minimum deposit, at these figures (the wallet). */
  depositStatus(accountId: string, figures: TermsFigures): Promise<MinimumDepositStatus>;
}

export interface TradingTermsDeps {
  db: Database;
  clock: Clock;
  config: TradingTermsConfig;
}

function refusalOf(minimumTry: number, shortfall: DepositShortfall): DomainError<TermsRefusalCode> {
  const say = shortfall.reason === 'first-deposit' ? texts.firstDeposit : texts.afterWithdrawal;
  const message = say(
    turkishAmount(minimumTry * 100, 0),
    turkishAmount(shortfall.lineCents),
    turkishAmount(shortfall.missingCents),
  );
  return new DomainError<TermsRefusalCode>('MIN_DEPOSIT_REQUIRED', message);
}

function termsOf(standing: AccountStanding, config: TradingTermsConfig): AccountTerms {
  const caps = capTable(config.leverageCaps, standing.capRows)[standing.clientCategory];
  const minimumTry = standing.kind === 'real' ? config.minimumDepositTry : 0;
  return {
    leverageOf: (instrument) => effectiveLeverage(instrument, caps),
    refusal: (now) => {
      const shortfall = depositShortfall(minimumTry, standing, now);
      if (shortfall === null) return null;
      if (shortfall === 'no-price') return new DomainError<TermsRefusalCode>('NO_PRICE');
      return refusalOf(minimumTry, shortfall);
    },
  };
}

export function createTradingTerms({ db, clock, config }: TradingTermsDeps): TradingTerms {
  return {
    accountTerms: async (accountIds) => {
      const standings = await accountStandings(db, accountIds);
      return new Map(standings.map((standing) => [standing.accountId, termsOf(standing, config)]));
    },

    caps: async () => capTable(config.leverageCaps, await loadCapRows(db)),

    changeCap: async (operatorId, { clientCategory, assetClass, leverage }) => {
      const at = new Date(clock.nowMs());
      await db.transaction(async (tx) => {
        const before = await upsertCap(
          tx,
          { clientCategory, assetClass, maxLeverage: leverage },
          operatorId,
          at,
        );
        await recordAudit(tx, {
          actorId: operatorId,
          actorRole: 'operator',
          action: 'leverage-cap.change',
          subjectType: 'leverage-cap',
          subjectId: `${clientCategory}/${assetClass}`,
          before: { maxLeverage: before ?? config.leverageCaps[clientCategory] },
          after: { maxLeverage: leverage },
          at,
        });
      });
    },

    depositStatus: async (accountId, figures) => {
      const [standing] = await accountStandings(db, [accountId]);
      const minimumTry = config.minimumDepositTry;
      const minimumUsd =
        figures.usdTryMid && figures.usdTryMid > 0 ? lineCents(minimumTry, figures.usdTryMid) / 100 : 0;
      const open = { blocked: false, reason: null, minimumTry, minimumUsd, missingUsd: 0 };
      if (!standing || standing.kind !== 'real') return open;
      const shortfall = depositShortfall(minimumTry, standing, figures);
      if (shortfall === null || shortfall === 'no-price') return open;
      return { ...open, blocked: true, reason: shortfall.reason, missingUsd: shortfall.missingCents / 100 };
    },
  };
}
