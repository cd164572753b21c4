// The calls of API.md "Jurisdiction: Turkish rules for leveraged trading" that the onboarding to
// the real account and the client-outcome ratio use: documents, consents, the appropriateness
// test and the quarter's figures, typed once for the server and the SPA.

export const COMPLIANCE_DOCUMENTS = ['risk-disclosure', 'privacy-notice', 'framework-agreement'] as const;
export type ComplianceDocumentName = (typeof COMPLIANCE_DOCUMENTS)[number];

/** The documents a customer must have accepted before trading on the real account. */
export const TRADING_DOCUMENTS: readonly ComplianceDocumentName[] = [
  'risk-disclosure',
  'framework-agreement',
];

export interface ComplianceDocument {
  document: ComplianceDocumentName;
  version: number;
  title: string;
  text: string;
}

export interface ConsentPayload {
  document: ComplianceDocumentName;
  version: number;
}

export interface Consent {
  document: ComplianceDocumentName;
  version: number;
  acceptedAt: string;
}

export type AppropriatenessStatus = 'none' | 'appropriate' | 'warned';

export interface AppropriatenessQuestion {
  id: string;
  text: string;
  options: { id: string; text: string }[];
}

export interface AppropriatenessAnswer {
  questionId: string;
  optionId: string;
}

export interface AppropriatenessPayload {
  answers: AppropriatenessAnswer[];
  acknowledgeWarning?: boolean;
}

export interface AppropriatenessResult {
  status: Exclude<AppropriatenessStatus, 'none'>;
}

export type ClientCategory = 'retail' | 'professional';

/** What GET /api/users/profile adds under the `tr-spk` jurisdiction. */
export interface ComplianceProfile {
  clientCategory: ClientCategory;
  appropriateness: { status: AppropriatenessStatus; takenAt: string | null };
  consents: Consent[];
}

/** GET /api/compliance/client-outcomes: the last complete quarter, e.g. "2026-Q3". */
export interface ClientOutcomes {
  quarter: string;
  accounts: number;
  profitablePct: number;
  losingPct: number;
}

/** The envelope code of a real-account order refused until onboarding is done. */
export const COMPLIANCE_REQUIRED = 'COMPLIANCE_REQUIRED';

/**
 * The statements a customer makes to ask for professional status (SPK communiqué III-37.1,
 * "talebe bağlı profesyonel müşteri"): the customer must meet at least two of the three.
 */
export const PROFESSIONAL_STATEMENTS = [
  'transaction-volume',
  'portfolio-size',
  'professional-experience',
] as const;
export type ProfessionalStatement = (typeof PROFESSIONAL_STATEMENTS)[number];
export const PROFESSIONAL_STATEMENTS_MIN = 2;

export type ProfessionalRequestStatus = 'pending' | 'approved' | 'rejected';

/** POST /api/users/professional-request; GET answers the latest one (or null). */
export interface ProfessionalRequest {
  id: string;
  statements: ProfessionalStatement[];
  status: ProfessionalRequestStatus;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET /api/operator/professional-requests: whose it is and what deciding it touches. */
export interface OperatorProfessionalRequest extends ProfessionalRequest {
  userId: string;
  name: string;
  surname: string;
  email: string;
  clientCategory: ClientCategory;
  /** Positions open on the customer's real account; an approval leaves their margin as it is. */
  openPositions: number;
}

/** GET /api/compliance/products: which products the broker's profile offers. */
export interface ProductSwitches {
  copyTrading: boolean;
  crypto: boolean;
}

/** The flag a deposit or withdrawal carries when MASAK's daily total asks for its review. */
export const MASAK_FLAG = 'masak';
