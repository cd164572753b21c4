// What the users routes (register, login, profile, upload) take from identity and settings: the
// upload by kind, the personal information behind the profile, and the login's second factor.
// buildApp builds them and hands them over, so the users folder holds no identity rules.
import type { FastifyRequest } from 'fastify';
import type { PersonalInfo } from '../../../contract/identity';
import type { SecondFactorOutcome } from '../settings/two-factor';
import type { DocumentUploads } from './document-uploads';
import type { createPersonalInfo } from './personal-info';

export interface IdentityHooks {
  uploads: DocumentUploads;
  personalInfo: ReturnType<typeof createPersonalInfo>;
  personalInfoOf(userId: string): Promise<PersonalInfo>;
  secondFactor(userId: string, otp: string | undefined): Promise<SecondFactorOutcome>;
  /** Notes the device and address a new session signed in from (the sessions list shows them). */
  recordSignIn(token: string, request: FastifyRequest): Promise<void>;
}
