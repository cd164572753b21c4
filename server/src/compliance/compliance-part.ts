// Compliance as a server part (docs/jurisdiction.md): onboarding to the real account (documents,
// consents, the appropriateness test), the gate trading runs before a real-account order, the
// profile's compliance fields, the privacy notice accepted at sign-up, and the client-outcome
// ratio. Built before trading and users, which find it (`context.find(COMPLIANCE)`) and run
// without it when a node or a test leaves it out. Under JURISDICTION=none the gate, the profile
// fields and the ratio are off; the documents and the test stay reachable. The part also holds
// professional status (its application and the operator's decision), the MASAK rule the wallet
// runs, and the per-product switches (crypto orders through the gate, copy trading's routes).
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
}

export const COMPLIANCE = partRef<ComplianceServices>('compliance');

export interface CompliancePartOptions {
  /** Tests pass their own; the server reads JURISDICTION from the environment. */
  config?: ComplianceConfig;
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
      };
      const outcomes = on ? (nowMs: number) => clientOutcomes(context.db, nowMs) : null;
      return {
        services,
        routes: async (app) => {
          await app.register(complianceRoutes({ service, clock: context.clock, outcomes, products }), {
            prefix: '/api/compliance',
          });
          if (professional) await app.register(professionalRoutes(professional), { prefix: '/api/users' });
        },
        operatorRoutes: async (app) => {
          await app.register(complianceOperatorRoutes(service));
          if (professional) await app.register(professionalOperatorRoutes(professional));
        },
        refusals: COMPLIANCE_REFUSALS,
      };
    },
  };
}
