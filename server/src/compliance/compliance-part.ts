// Compliance as a server part (docs/jurisdiction.md): onboarding to the real account (documents,
// consents, the appropriateness test), the gate trading runs before a real-account order, the
// profile's compliance fields, the privacy notice accepted at sign-up, the client-outcome ratio,
// and the terms of new positions (leverage caps, the minimum deposit) trading applies. Built
// before trading and users, which find it (`context.find(COMPLIANCE)`) and run without it when a
// node or a test leaves it out. Under JURISDICTION=none the gate, the profile
// fields, the ratio and the terms are off; the documents and the test stay reachable. The part also
// holds professional status (its application and the operator's decision), the MASAK rule the
// wallet runs, and the per-product switches (crypto orders through the gate, copy trading's routes).
import type { ComplianceProfile, ProductSwitches } from '../../../contract/compliance';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import type { Queryable } from '../db/database';
import { clientOutcomes } from './client-outcomes';
import {
  DEFAULT_MASAK_DAILY_TRY,
  loadComplianceConfig,
  rulesApply,
  type ComplianceConfig,
} from './compliance-config';
import { COMPLIANCE_REFUSALS } from './compliance-refusals';
import { complianceOperatorRoutes, complianceRoutes } from './compliance-routes';
import { createComplianceService, type ComplianceService } from './compliance-service';
import { masakRule, type MasakRule } from './masak-rule';
import { complianceOrderGate, type OrderGate } from './order-gate';
import type { AccountTermsSource, TermsFigures } from '../trading/trading-types';
import { TRADING_TERMS_REFUSALS } from './trading-terms-refusals';
import { createTradingTerms, type TradingTerms } from './trading-terms';
import { loadTradingTermsConfig, type TradingTermsConfig } from './trading-terms-config';
import { leverageCapsOperatorRoutes, tradingTermsRoutes } from './trading-terms-routes';
import { checkProductOfSymbol, productSwitchesOf } from './product-switches';
import { professionalOperatorRoutes, professionalRoutes } from './professional-routes';
import { createProfessionalStatus, type ProfessionalStatus } from './professional-status';

export interface ComplianceServices {
  config: ComplianceConfig;
  service: ComplianceService;
  /** Null under `none` with every product on: every order passes. */
  orderGate: OrderGate | null;
  /** What the profile offers; copy trading reads it for its routes. */
  products: ProductSwitches;
  /** Null under `none`: no deposit or withdrawal asks for a purpose. */
  masak: MasakRule | null;
  /** Null under `none`: every customer is treated alike. */
  professional: ProfessionalStatus | null;
  /** The profile's compliance fields; empty under `none`. */
  profileFields(userId: string): Promise<Partial<ComplianceProfile>>;
  /** Records the privacy notice accepted on the sign-up form, inside the registration's transaction. */
  recordSignUp(tx: Queryable, userId: string, privacyNoticeVersion: number | undefined): Promise<void>;
  /** Leverage caps and the minimum deposit of new positions; null under `none`. */
  tradingTerms: TradingTerms | null;
  accountTerms: AccountTermsSource | null;
  /** Trading hands in its figures once built, for the wallet's minimum-deposit answer. */
  connectFigures(reader: (accountId: string) => Promise<TermsFigures>): void;
}

export const COMPLIANCE = partRef<ComplianceServices>('compliance');

export interface CompliancePartOptions {
  /** Tests pass their own; the server reads JURISDICTION from the environment. */
  config?: ComplianceConfig;
  /** Tests pass their own; the server reads MIN_INITIAL_DEPOSIT_TRY and LEVERAGE_CAP_* (trading-terms-config.ts). */
  terms?: TradingTermsConfig;
}

export function compliancePart(options: CompliancePartOptions = {}): PartDefinition<ComplianceServices> {
  return {
    ref: COMPLIANCE,
    roles: ['gateway', 'engine'],
    needs: [],
    build(context) {
      const config = options.config ?? loadComplianceConfig();
      const on = rulesApply(config);
      const service = createComplianceService({ db: context.db, clock: context.clock });
      const termsConfig = options.terms ?? loadTradingTermsConfig();
      const tradingTerms = on
        ? createTradingTerms({ db: context.db, clock: context.clock, config: termsConfig })
        : null;
      let figuresOf: ((accountId: string) => Promise<TermsFigures>) | null = null;
      const products = productSwitchesOf(config);
      const onboarding = on ? complianceOrderGate(context.db, service) : null;
      const professional = on ? createProfessionalStatus({ db: context.db, clock: context.clock }) : null;
      const orderGate: OrderGate | null =
        onboarding || !products.crypto
          ? async (accountId, symbol) => {
              checkProductOfSymbol(products, symbol);
              if (onboarding) await onboarding(accountId, symbol);
            }
          : null;
      const services: ComplianceServices = {
        config,
        service,
        orderGate,
        products,
        masak: on ? masakRule(config.masakDailyTry ?? DEFAULT_MASAK_DAILY_TRY) : null,
        professional,
        profileFields: async (userId) => (on ? service.profileOf(userId) : {}),
        recordSignUp: async (tx, userId, version) => {
          if (version !== undefined) await service.acceptIn(tx, userId, 'privacy-notice', version);
        },
        tradingTerms,
        accountTerms: tradingTerms ? tradingTerms.accountTerms : null,
        connectFigures: (reader) => {
          figuresOf = reader;
        },
      };
      const operatorRoutes = complianceOperatorRoutes(service);
      const capsRoutes = tradingTerms ? leverageCapsOperatorRoutes(tradingTerms) : null;
      const outcomes = on ? (nowMs: number) => clientOutcomes(context.db, nowMs) : null;
      return {
        services,
        routes: async (app) => {
          await app.register(complianceRoutes({ service, clock: context.clock, outcomes, products }), {
            prefix: '/api/compliance',
          });
          const readFigures = async (accountId: string) => (figuresOf ? figuresOf(accountId) : null);
          await app.register(tradingTermsRoutes(tradingTerms, termsConfig.minimumDepositTry, readFigures), {
            prefix: '/api/compliance',
          });
          if (professional) await app.register(professionalRoutes(professional), { prefix: '/api/users' });
        },
        operatorRoutes: async (app) => {
          await app.register(operatorRoutes);
          if (capsRoutes) await app.register(capsRoutes);
          if (professional) await app.register(professionalOperatorRoutes(professional));
        },
        refusals: { ...COMPLIANCE_REFUSALS, ...TRADING_TERMS_REFUSALS },
      };
    },
  };
}
