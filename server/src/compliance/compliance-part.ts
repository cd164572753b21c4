// Compliance as a server part (docs/jurisdiction.md): onboarding to the real account (documents,
// consents, the appropriateness test), the gate trading runs before a real-account order, the
// profile's compliance fields, the privacy notice accepted at sign-up, and the client-outcome
// ratio. Built before trading and users, which find it (`context.find(COMPLIANCE)`) and run
// without it when a node or a test leaves it out. Under JURISDICTION=none the gate, the profile
// fields and the ratio are off; the documents and the test stay reachable.
import type { ComplianceProfile } from '../../../contract/compliance';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import type { Queryable } from '../db/database';
import { clientOutcomes } from './client-outcomes';
import { loadComplianceConfig, rulesApply, type ComplianceConfig } from './compliance-config';
import { COMPLIANCE_REFUSALS } from './compliance-refusals';
import { complianceOperatorRoutes, complianceRoutes } from './compliance-routes';
import { createComplianceService, type ComplianceService } from './compliance-service';
import { complianceOrderGate, type OrderGate } from './order-gate';

export interface ComplianceServices {
  config: ComplianceConfig;
  service: ComplianceService;
  /** Null under `none`: every order passes. */
  orderGate: OrderGate | null;
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
      const services: ComplianceServices = {
        config,
        service,
        orderGate: on ? complianceOrderGate(context.db, service) : null,
        profileFields: async (userId) => (on ? service.profileOf(userId) : {}),
        recordSignUp: async (tx, userId, version) => {
          if (version !== undefined) await service.acceptIn(tx, userId, 'privacy-notice', version);
        },
      };
      const outcomes = on ? (nowMs: number) => clientOutcomes(context.db, nowMs) : null;
      return {
        services,
        routes: async (app) => {
          await app.register(complianceRoutes({ service, clock: context.clock, outcomes }), {
            prefix: '/api/compliance',
          });
        },
        operatorRoutes: complianceOperatorRoutes(service),
        refusals: COMPLIANCE_REFUSALS,
      };
    },
  };
}
