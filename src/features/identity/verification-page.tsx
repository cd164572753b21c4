// /verification (and /Verification, the dashboard button's link): the overall status, what
// verification unlocks (withdrawals), then the four documents a Turkish broker asks for, each
// with its status and, while none of its kind is in review or approved, its upload.
import { VERIFICATION_KINDS, type VerificationStatus } from '../../../contract/identity';
import { tr } from '../../i18n/tr-signed-in';
import { FormCard, FormHint, FormPage } from '../../ui/form-controls';
import { PageHeading } from '../../ui/page-heading';
import { useGetVerificationQuery } from '../money';
import { DocumentCard, type DocumentView } from './components/document-card';
import { CardHead, DocumentGrid, ToneBadge, type Tone } from './components/identity.styles';

const TONES: Record<VerificationStatus, Tone> = {
  unverified: 'none',
  pending: 'waiting',
  verified: 'good',
  rejected: 'bad',
};

export default function VerificationPage() {
  const texts = tr.identity.verification;
  const { data, isLoading } = useGetVerificationQuery();
  const status = data?.status ?? 'unverified';
  const byKind = new Map<string, DocumentView>((data?.documents ?? []).map((doc) => [doc.kind, doc]));

  return (
    <FormPage>
      <PageHeading>{tr.shell.pages.verification}</PageHeading>
      <FormCard aria-label={texts.overall}>
        <CardHead>
          <h2>{texts.overall}</h2>
          {isLoading ? (
            <FormHint>{tr.loading.generic}</FormHint>
          ) : (
            <ToneBadge $tone={TONES[status]} data-testid="verification-status">
              {texts.status[status]}
            </ToneBadge>
          )}
        </CardHead>
        <FormHint>{texts.intro}</FormHint>
        <FormHint>{texts.unlocks}</FormHint>
      </FormCard>
      {!isLoading && (
        <DocumentGrid>
          {VERIFICATION_KINDS.map((kind) => (
            <DocumentCard key={kind} kind={kind} document={byKind.get(kind)} />
          ))}
        </DocumentGrid>
      )}
    </FormPage>
  );
}
