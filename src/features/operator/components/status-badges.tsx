// Status badges the back office repeats: a customer's verification and a document's review.
import type { VerificationStatus } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import type { DocumentStatus } from '../../../../contract/operator';
import { Badge, type BadgeTone } from './operator.styles';

const VERIFICATION_TONES: Record<VerificationStatus, BadgeTone> = {
  unverified: 'neutral',
  pending: 'neutral',
  verified: 'positive',
  rejected: 'negative',
};

const DOCUMENT_TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'neutral',
  approved: 'positive',
  rejected: 'negative',
};

export function VerificationBadge({ status }: { status: VerificationStatus }) {
  return <Badge $tone={VERIFICATION_TONES[status]}>{tr.money.verification[status]}</Badge>;
}

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge $tone={DOCUMENT_TONES[status]}>{tr.operator.customer.documentStatus[status]}</Badge>;
}
