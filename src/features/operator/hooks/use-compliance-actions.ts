// The back office's decisions of issue 21, each sent once at a time with its outcome toast: a
// professional application approved or rejected, a document version published. A refusal (decided
// twice, an unknown document) shows the server's Turkish message.
import type { OperatorProfessionalRequest } from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import {
  useApproveProfessionalMutation,
  usePublishDocumentMutation,
  useRejectProfessionalMutation,
  type PublishRequest,
} from '../api/compliance-operator-api';

const texts = tr.operator;

export function useApproveProfessional() {
  const [approve] = useApproveProfessionalMutation();
  return useMutationOutcome((request: OperatorProfessionalRequest) => approve({ id: request.id }), {
    success: texts.professional.approved,
  });
}

export function useRejectProfessional() {
  const [reject] = useRejectProfessionalMutation();
  return useMutationOutcome(
    (request: OperatorProfessionalRequest, reason: string) => reject({ id: request.id, reason }),
    {
      success: texts.professional.rejected,
    },
  );
}

/** `version` is the one the new text will take (the current one plus one), for the toast. */
export function usePublishDocument() {
  const [publish] = usePublishDocumentMutation();
  return useMutationOutcome((request: PublishRequest, _version: number) => publish(request), {
    success: (_request, version) => texts.publishing.published(version),
  });
}
