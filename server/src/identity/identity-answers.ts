// Answer schemas of the identity routes, for the OpenAPI document and serialization. They mirror
// contract/identity.ts; a field added there is added here too, or the answer drops it.
import { Type, type TSchema } from '@sinclair/typebox';
import { OperatorPage, operatorPageAnswer } from '../http/operator-schemas';
import { strictObject } from '../http/schema';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const VerificationStatusSchema = Type.Union([
  Type.Literal('unverified'),
  Type.Literal('pending'),
  Type.Literal('verified'),
  Type.Literal('rejected'),
]);

const documentFields = {
  id: Type.String(),
  kind: Type.Union([
    Type.Literal('identity-front'),
    Type.Literal('identity-back'),
    Type.Literal('selfie'),
    Type.Literal('address'),
  ]),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  reason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
};

export const DocumentAnswer = Type.Object(documentFields);

export const VerificationAnswer = Type.Object({
  status: Type.Literal(true),
  message: Type.Optional(Type.String()),
  data: Type.Object({ status: VerificationStatusSchema, documents: Type.Array(DocumentAnswer) }),
});

export const OperatorDocumentAnswer = Type.Object({
  ...documentFields,
  userId: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  mimeType: Type.String(),
  sizeBytes: Type.Integer(),
  userStatus: VerificationStatusSchema,
});

export const OperatorDocumentsPage = operatorPageAnswer(OperatorDocumentAnswer);

export const DocumentDecisionAnswer = Type.Object({
  status: Type.Literal(true),
  message: Type.Optional(Type.String()),
  data: DocumentAnswer,
});

export const DocumentParams = strictObject({ documentId: Type.String({ minLength: 1, maxLength: 64 }) });

export const OperatorDocumentsQuery = strictObject({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  ),
  page: OperatorPage,
});

export const RejectDocumentBody = strictObject({ reason: Type.String({ maxLength: 500 }) });
