// The back office on the wire: what /api/operator/* answers (../shared/API.md "Operator"). The SPA
// reads these shapes and the server types its answers with them. Fields the contract marks as
// welcome extras (a customer's name on a queue row, an actor's e-mail on an audit row) are
// optional, so the screens show them when the server sends them and do without otherwise.
import type { Order } from './entities';
import type { Transaction, VerificationStatus } from './wallet';

/** A page of any list as the server sends it, beside the envelope's `status`. */
export interface OperatorPageAnswer<T> {
  data: T[];
  currentPage: number;
  totalPages: number;
  total?: number;
}

/** A page of any list once read: the rows and where the list stands. */
export interface OperatorPage<T> {
  rows: T[];
  currentPage: number;
  totalPages: number;
  total?: number;
}

/** GET /queues: how many items wait in each queue. */
export interface QueueCounts {
  deposits: number;
  withdrawals: number;
  documents: number;
}

/** A transaction as operators see it: the customer's row plus whose it is. */
export interface OperatorTransaction extends Transaction {
  userId: string;
  name?: string;
  surname?: string;
  email?: string;
}

export type DocumentKind = 'identity-front' | 'identity-back' | 'selfie' | 'address';
export type DocumentStatus = 'pending' | 'approved' | 'rejected';

export interface CustomerDocument {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  reason: string | null;
  createdAt: string;
  mimeType?: string;
}

/** GET /verifications rows: a document, its file's type and whose it is. */
export interface OperatorDocument extends CustomerDocument {
  userId: string;
  name: string;
  surname: string;
  email: string;
  mimeType: string;
  sizeBytes: number;
  userStatus: VerificationStatus;
}

/**
 * Who a customer is, as the rows and the file both send it. `name` is the full name; the server
 * also sends its two parts.
 */
export interface CustomerIdentity {
  id: string;
  name: string;
  firstName?: string;
  surname?: string;
  email: string;
  phone: string;
  role: 'customer' | 'operator';
}

/** GET /customers rows. */
export interface CustomerRow extends CustomerIdentity {
  verification: VerificationStatus;
  createdAt: string;
}

export interface CustomerAccount {
  id: string;
  kind: 'real' | 'practice';
  currency: string;
  balance: number;
  held: number;
  credit?: number;
}

export interface CustomerSession {
  id: string;
  createdAt: string;
  lastSeenAt?: string | null;
  userAgent?: string | null;
  ip?: string | null;
}

/** GET /customers/:id. */
export interface CustomerDetail extends CustomerIdentity {
  createdAt: string;
  verification: { status: VerificationStatus; documents: CustomerDocument[] };
  accounts: CustomerAccount[];
  sessions: CustomerSession[];
}

export interface LedgerRow {
  id: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  orderId: string | null;
  createdAt: string;
}

export type CustomerPosition = Order;

/** GET /traders rows. */
export interface ModeratedTrader {
  id: string;
  name: string;
  hidden: boolean;
  hiddenReason: string | null;
  followCount: number;
  copiers: number;
}

/** GET /traders/:id/comments rows; removed ones stay listed, flagged. */
export interface ModeratedComment {
  _id?: string;
  id?: string;
  userName: string;
  star: number;
  comment: string;
  createdAt: string;
  removed?: boolean;
  removedReason?: string | null;
}

/** GET /robots rows. */
export interface CatalogueRobot {
  robotId: string;
  name: string;
  symbol: string;
  strategy: string;
  enabled: boolean;
  subscribers: number;
  activeSubscribers: number;
}

/** GET /audit rows. */
export interface AuditRow {
  id: string;
  actorId: string | null;
  actorRole: string | null;
  actorEmail?: string | null;
  actorName?: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  /** What the subject is (a reference, customer and account, a name); null when unknown. */
  subjectName?: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface BroadcastRequest {
  title: string;
  text: string;
}
