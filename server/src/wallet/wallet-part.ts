// The wallet as a server part (`walletPart`): `plugin` holds the customer's money routes and
// `operatorRoutes` go inside the guarded /api/operator scope. Money moves through `money` (the
// trading service, which decides through the risk engine); the card provider and the identity
// verification gate are injected so a real provider and the identity issue can replace them. A
// provider this server plays itself (the simulated one) brings its hosted pages (/pay/*), which
// are registered in a scope of their own, outside the broker's authenticated routes. With the
// compliance part, the MASAK rule asks for a purpose once a customer's day reaches its threshold.
import type { FastifyPluginAsync } from 'fastify';
import type { MoneyCommands } from '../accounts/money-commands';
import type { Clock } from '../clock';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';

import type { Database } from '../db/database';
import type { DomainEventBus } from '../events/event-bus';
import type { PaymentProvider } from './payment-provider';
import { createSimulatedCardProvider } from './simulated-card-provider';
import { databaseVerificationGate, type VerificationGate } from './verification-gate';
import { DEFAULT_WALLET_CONFIG, type WalletConfig } from './wallet-config';
import type { WalletMasak } from './wallet-context';
import { walletOperatorRoutes } from './wallet-operator-routes';
import { walletRoutes } from './wallet-routes';
import { WalletService } from './wallet-service';
import type { TradingCommandServices } from '../trading/trading-commands';
import { tradingCommandsOf } from '../trading/trading-commands-part';
import { COMPLIANCE } from '../compliance/compliance-part';
import { MARKET_DATA } from '../market-data/market-data-part';
import type { MarketData } from '../market-data/market-data-services';
import { WALLET_REFUSALS } from './wallet-refusals';

export interface WalletPartOptions {
  db: Database;
  clock: Clock;
  money: MoneyCommands;
  events: DomainEventBus;
  /** Limits and bank accounts; main.ts passes loadWalletConfig(), tests the defaults. */
  config?: WalletConfig;
  provider?: PaymentProvider;
  verification?: VerificationGate;
  masak?: WalletMasak;
}

export interface WalletPart {
  plugin: FastifyPluginAsync;
  operatorRoutes: FastifyPluginAsync;
  service: WalletService;
}

export function createWalletPart(options: WalletPartOptions): WalletPart {
  const provider = options.provider ?? createSimulatedCardProvider({ clock: options.clock });
  const service = new WalletService({
    db: options.db,
    clock: options.clock,
    money: options.money,
    events: options.events,
    config: options.config ?? DEFAULT_WALLET_CONFIG,
    provider,
    verification: options.verification ?? databaseVerificationGate(options.db),
    masak: options.masak,
  });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(walletRoutes, { service });
    if (provider.hostedPages) await app.register(provider.hostedPages);
  };
  return { plugin, operatorRoutes: walletOperatorRoutes(service), service };
}

export const WALLET = partRef<WalletPart>('wallet');

/**
 * The USDTRY mid the MASAK threshold converts at: the engine's, as the minimum deposit reads it, so
 * the two rules never convert at different rates; the feed's last quote before the engine has one;
 * null when neither has (the rule then asks for a purpose).
 */
function usdTryMidOf(trading: TradingCommandServices, marketData: MarketData | null): number | null {
  const engineMid = trading.usdTryMid();
  if (engineMid !== null) return engineMid;
  const quote = marketData?.bus.lastQuote('USDTRY') ?? null;
  return quote ? (quote.bid + quote.ask) / 2 : null;
}

export type WalletPartDefinitionOptions = Pick<WalletPartOptions, 'config' | 'provider' | 'verification'>;

export function walletPart(options: WalletPartDefinitionOptions = {}): PartDefinition<WalletPart> {
  return {
    ref: WALLET,
    roles: ['gateway'],
    needs: [],
    build(context) {
      const masakRule = context.find(COMPLIANCE)?.masak ?? null;
      const marketData = context.find(MARKET_DATA);
      const trading = tradingCommandsOf(context);
      const wallet = createWalletPart({
        ...options,
        db: context.db,
        clock: context.clock,
        money: trading.money,
        events: context.events,
        masak: masakRule ? { rule: masakRule, usdTryMid: () => usdTryMidOf(trading, marketData) } : undefined,
      });
      return {
        services: wallet,
        routes: wallet.plugin,
        operatorRoutes: wallet.operatorRoutes,
        refusals: WALLET_REFUSALS,
      };
    },
  };
}
