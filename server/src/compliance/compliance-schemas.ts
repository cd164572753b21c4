// Request and response schemas of /api/compliance and the operator's document publishing. Every
// request object refuses unknown fields; the document name is checked by the service so an
// unknown one gets the compliance refusal rather than a generic validation text.
import { Type } from '@sinclair/typebox';
import { strictObject, successEnvelope } from '../http/schema';

const DocumentName = Type.String({ minLength: 1, maxLength: 40 });
const Id = Type.String({ minLength: 1, maxLength: 40 });
/** The longest text an operator may publish as one document. */
export const DOCUMENT_TEXT_LENGTH_MAX = 20_000;

export const ConsentBody = strictObject({
  document: DocumentName,
  version: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
});

/** Bounded far above the test's five questions, so a huge body is refused by the schema. */
const ANSWERS_MAX = 50;

export const AppropriatenessBody = strictObject({
  answers: Type.Array(strictObject({ questionId: Id, optionId: Id }), { maxItems: ANSWERS_MAX }),
  acknowledgeWarning: Type.Optional(Type.Boolean()),
});

export const PublishBody = strictObject({
  document: DocumentName,
  title: Type.String({ minLength: 1, maxLength: 120 }),
  text: Type.String({ minLength: 1, maxLength: DOCUMENT_TEXT_LENGTH_MAX }),
});

const Document = Type.Object({
  document: Type.String(),
  version: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
});

export const DocumentsAnswer = successEnvelope(Type.Array(Document));

export const QuestionsAnswer = successEnvelope(
  Type.Object({
    questions: Type.Array(
      Type.Object({
        id: Type.String(),
        text: Type.String(),
        options: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })),
      }),
    ),
  }),
);

export const TakeAnswer = successEnvelope(
  Type.Object({ status: Type.Union([Type.Literal('appropriate'), Type.Literal('warned')]) }),
);

export const PublishAnswer = successEnvelope(
  Type.Object({ document: Type.String(), version: Type.Integer() }),
);

export const OutcomesAnswer = successEnvelope(
  Type.Object({
    quarter: Type.String(),
    accounts: Type.Integer(),
    profitablePct: Type.Number(),
    losingPct: Type.Number(),
  }),
);

/** What the profile answer adds under `tr-spk` (users-schemas.ts spreads it as optional fields). */
export const ProfileComplianceFields = {
  clientCategory: Type.Optional(Type.Union([Type.Literal('retail'), Type.Literal('professional')])),
  appropriateness: Type.Optional(
    Type.Object({
      status: Type.Union([Type.Literal('none'), Type.Literal('appropriate'), Type.Literal('warned')]),
      takenAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  consents: Type.Optional(
    Type.Array(Type.Object({ document: Type.String(), version: Type.Integer(), acceptedAt: Type.String() })),
  ),
};

export const ProductSwitchesAnswer = successEnvelope(
  Type.Object({ copyTrading: Type.Boolean(), crypto: Type.Boolean() }),
);
