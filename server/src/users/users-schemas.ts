// Request and response schemas of /api/users. Every object refuses unknown fields.
import { Type } from '@sinclair/typebox';
import { ADDRESS_LENGTH_MAX, CITY_LENGTH_MAX, COUNTRY_LENGTH_MAX } from '../../../contract/identity';
import { ProfileComplianceFields } from '../compliance/compliance-schemas';
import { strictObject, successEnvelope } from '../http/schema';

const Name = Type.String({ minLength: 1, maxLength: 50 });
const Phone = Type.String({ minLength: 10, maxLength: 20, pattern: '^\\+?[0-9 ().-]+$' });
const Password = Type.String({ minLength: 8, maxLength: 128 });
const Email = Type.String({ format: 'email', maxLength: 254 });
const NullableText = Type.Union([Type.String(), Type.Null()]);

export const RegisterBody = strictObject({
  name: Name,
  surname: Name,
  email: Email,
  phone: Phone,
  password: Password,
  passwordConfirm: Type.String({ maxLength: 128 }),
  terms: Type.Boolean(),
  // ours: the privacy notice version the form showed (compliance part records its acceptance)
  privacyNoticeVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});

export const LoginBody = strictObject({
  identifier: Type.String({ minLength: 3, maxLength: 254, description: 'E-mail or phone number' }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  otp: Type.Optional(Type.String({ maxLength: 20, description: 'Two-factor code or recovery code' })),
});

export const ForgotPasswordBody = strictObject({ email: Email });

export const ResetPasswordParams = strictObject({ token: Type.String({ minLength: 16, maxLength: 200 }) });
export const ResetPasswordBody = strictObject({
  password: Password,
  passwordConfirm: Type.Optional(Type.String({ maxLength: 128 })),
});

export const ProfileUpdateBody = strictObject({
  name: Type.Optional(Name),
  surname: Type.Optional(Name),
  phone: Type.Optional(Phone),
  // ours: personal information (contract/identity.ts ProfileUpdateRequest)
  email: Type.Optional(Email),
  birthDate: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' })),
  nationalId: Type.Optional(Type.String({ maxLength: 11 })),
  address: Type.Optional(Type.String({ maxLength: ADDRESS_LENGTH_MAX })),
  city: Type.Optional(Type.String({ maxLength: CITY_LENGTH_MAX })),
  country: Type.Optional(Type.String({ maxLength: COUNTRY_LENGTH_MAX })),
  currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
});

export const TokenAnswer = successEnvelope(strictObject({ token: Type.String() }));

export const ProfileAnswer = successEnvelope(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    surname: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    role: Type.Union([Type.Literal('customer'), Type.Literal('operator')]),
    accountId: Type.String(),
    accountKind: Type.Union([Type.Literal('real'), Type.Literal('practice')]),
    currency: Type.Literal('USD'),
    balance: Type.Number(),
    credit: Type.Number(),
    margin: Type.Number(),
    assets: Type.Number(),
    marginFree: Type.Number(),
    marginPct: Type.Number(),
    floating: Type.Number(),
    // ours: personal information (contract/identity.ts PersonalInfo)
    birthDate: NullableText,
    nationalId: NullableText,
    address: NullableText,
    city: NullableText,
    country: NullableText,
    hasAvatar: Type.Boolean(),
    verificationStatus: Type.Union([
      Type.Literal('unverified'),
      Type.Literal('pending'),
      Type.Literal('verified'),
      Type.Literal('rejected'),
    ]),
    twoFactorEnabled: Type.Boolean(),
    // ours: the jurisdiction's fields (API.md "Jurisdiction"), present under tr-spk
    ...ProfileComplianceFields,
  }),
);

export const UploadAnswer = successEnvelope(
  Type.Object({
    id: Type.String(),
    mimeType: Type.String(),
    sizeBytes: Type.Integer(),
    kind: NullableText,
    documentId: NullableText,
  }),
);
