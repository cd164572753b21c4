// Request and answer schemas of professional status: the customer's application under /api/users
// and the operator's queue and decisions under /api/operator. Statement names are checked by the
// service, so an unknown one gets the compliance refusal rather than a generic validation text.
import { Type } from '@sinclair/typebox';
import { Nullable, OperatorPage, operatorDataAnswer, operatorPageAnswer } from '../http/operator-schemas';
import { strictObject, successEnvelope } from '../http/schema';

/** Bounded above the three statements, so a huge body is refused by the schema. */
const STATEMENTS_MAX = 10;
export const PROFESSIONAL_REASON_LENGTH_MAX = 500;

export const ProfessionalRequestBody = strictObject({
  statements: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: STATEMENTS_MAX }),
});

const requestFields = {
  id: Type.String(),
  statements: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  reason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
};

const ProfessionalRequestAnswer = Type.Object(requestFields);
export const ProfessionalRequestEnvelope = successEnvelope(ProfessionalRequestAnswer);
export const LatestProfessionalRequestEnvelope = successEnvelope(Nullable(ProfessionalRequestAnswer));

const OperatorProfessionalRequestAnswer = Type.Object({
  ...requestFields,
  userId: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  clientCategory: Type.Union([Type.Literal('retail'), Type.Literal('professional')]),
  openPositions: Type.Integer({
    description: 'Open on the real account; a decision leaves their margin as it is',
  }),
});

export const OperatorProfessionalRequestsQuery = strictObject({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  ),
  page: OperatorPage,
});
export const OperatorProfessionalRequestsPage = operatorPageAnswer(OperatorProfessionalRequestAnswer);
export const OperatorProfessionalRequestEnvelope = operatorDataAnswer(OperatorProfessionalRequestAnswer);

export const ProfessionalRequestParams = strictObject({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const RejectProfessionalBody = strictObject({
  reason: Type.String({ maxLength: PROFESSIONAL_REASON_LENGTH_MAX }),
});
