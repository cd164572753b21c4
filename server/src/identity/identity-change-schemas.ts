// Request and answer schemas of identity change requests (contract/identity.ts), for validation,
// serialization and the OpenAPI document. A field added there is added here too.
import { Type } from '@sinclair/typebox';
import { IDENTITY_CHANGE_DOCUMENTS_MAX } from '../../../contract/identity';
import { Nullable, OperatorPage, operatorPageAnswer } from '../http/operator-schemas';
import { strictObject, successEnvelope } from '../http/schema';

const UploadId = Type.String({ minLength: 1, maxLength: 64 });
const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

export const IdentityChangeBodySchema = strictObject({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  surname: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  nationalId: Type.Optional(Type.String({ maxLength: 11 })),
  birthDate: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' })),
  uploadIds: Type.Array(UploadId, {
    minItems: 1,
    maxItems: IDENTITY_CHANGE_DOCUMENTS_MAX,
    description: 'Uploads sent with kind=identity-change',
  }),
});

const changeFields = {
  id: Type.String(),
  status: Status,
  name: Nullable(Type.String()),
  surname: Nullable(Type.String()),
  nationalId: Nullable(Type.String()),
  birthDate: Nullable(Type.String()),
  uploadIds: Type.Array(Type.String()),
  reason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
};

const IdentityChangeAnswer = Type.Object(changeFields);

export const IdentityChangeEnvelope = successEnvelope(IdentityChangeAnswer);
export const LatestIdentityChangeEnvelope = successEnvelope(Nullable(IdentityChangeAnswer));

export const OperatorIdentityChangesPage = operatorPageAnswer(
  Type.Object({
    ...changeFields,
    userId: Type.String(),
    email: Type.String(),
    current: Type.Object({
      name: Type.String(),
      surname: Type.String(),
      nationalId: Nullable(Type.String()),
      birthDate: Nullable(Type.String()),
    }),
  }),
);

export const OperatorIdentityChangesQuery = strictObject({
  status: Type.Optional(Status),
  page: OperatorPage,
});
export const IdentityChangeParams = strictObject({ requestId: Type.String({ minLength: 1, maxLength: 64 }) });
export const IdentityChangeDocumentParams = strictObject({
  requestId: Type.String({ minLength: 1, maxLength: 64 }),
  uploadId: UploadId,
});
export const RejectIdentityChangeBody = strictObject({ reason: Type.String({ maxLength: 500 }) });
