// Identity, settings and notifications as one server part (`identityPart`), built from what every
// node has (database, clock, sessions, the live stream, the domain-event bus):
//   - hooks for the users routes (uploads by kind, personal information, the login's second factor)
//   - `userRoutes` under /api/users (verification, identity change requests, avatar, password,
//     sessions, two-factor)
//   - `notificationRoutes` under /api/notifications, and the notifications consumer of the events
//   - `operatorRoutes` inside /api/operator (the verification queue and decisions, identity change
//     requests)
//   - `installSessionTouch`, which records each session's device, address and last use
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { DomainEventBus } from '../events/event-bus';
import type { LivePublisher } from '../live/live-ports';
import {
  createNotificationsService,
  type NotificationsService,
} from '../notifications/notifications-service';
import { notificationsRoutes } from '../notifications/notifications-routes';
import { createPasswordCheck } from '../settings/password-check';
import { createSessionActivity, installSessionTouch } from '../settings/session-activity';
import { settingsRoutes } from '../settings/settings-routes';
import { SETTINGS_REFUSALS } from '../settings/settings-refusals';
import { createTwoFactor } from '../settings/two-factor';
import type { SessionService } from '../sessions/session-service';
import { createDocumentUploads } from './document-uploads';
import { createIdentityChangeDecisions } from './identity-change-decisions';
import { createIdentityChangeRequests } from './identity-change-requests';
import { identityChangeOperatorRoutes, identityChangeRoutes } from './identity-change-routes';
import type { IdentityHooks } from './identity-hooks';
import { IDENTITY_REFUSALS } from './identity-refusals';
import { identityRoutes } from './identity-routes';
import { createPersonalInfo, personalInfoOf } from './personal-info';
import { verificationOperatorRoutes } from './verification-operator-routes';
import { createVerificationService, type VerificationService } from './verification-service';

export interface IdentityPartDeps {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  events: DomainEventBus;
  live: LivePublisher;
  dataDir: string;
  logger: { error(details: object, message: string): void };
}

export interface IdentityPart {
  hooks: IdentityHooks;
  userRoutes: FastifyPluginAsync;
  notificationRoutes: FastifyPluginAsync;
  operatorRoutes: FastifyPluginAsync;
  verification: VerificationService;
  notifications: NotificationsService;
  installSessionTouch(app: FastifyInstance): void;
}

export function createIdentityPart(deps: IdentityPartDeps): IdentityPart {
  const { db, clock } = deps;
  const uploadsDir = path.resolve(deps.dataDir, 'uploads');
  const passwordCheck = createPasswordCheck(db, clock);
  const twoFactor = createTwoFactor(db, clock);
  const activity = createSessionActivity(db, clock, deps.sessions);
  const verification = createVerificationService({ db, clock, events: deps.events, uploadsDir });
  const notifications = createNotificationsService({ db, live: deps.live, logger: deps.logger });
  const settings = settingsRoutes({ clock, passwordCheck, activity, twoFactor });
  const verificationRoutes = identityRoutes(verification);
  const changeRoutes = identityChangeRoutes(createIdentityChangeRequests({ db, clock }));
  const changeOperatorRoutes = identityChangeOperatorRoutes(
    createIdentityChangeDecisions({ db, clock, uploadsDir }),
  );
  const verificationOperator = verificationOperatorRoutes(verification);
  return {
    hooks: {
      uploads: createDocumentUploads({ db, clock }),
      personalInfo: createPersonalInfo({ db, clock, passwordCheck }),
      personalInfoOf: (userId) => personalInfoOf(db, userId),
      secondFactor: (userId, otp) => twoFactor.checkLogin(userId, otp),
      recordSignIn: (token, request) => activity.recordSignIn(token, request),
    },
    userRoutes: async (app) => {
      await app.register(verificationRoutes);
      await app.register(changeRoutes);
      await app.register(settings);
    },
    notificationRoutes: notificationsRoutes,
    operatorRoutes: async (app) => {
      await app.register(verificationOperator);
      await app.register(changeOperatorRoutes);
    },
    verification,
    notifications,
    installSessionTouch: (app) => installSessionTouch(app, activity),
  };
}

export const IDENTITY = partRef<IdentityPart>('identity');

export const identityPart: PartDefinition<IdentityPart> = {
  ref: IDENTITY,
  roles: ['gateway'],
  needs: [],
  build(context) {
    const identity = createIdentityPart({
      db: context.db,
      clock: context.clock,
      sessions: context.sessions,
      events: context.events,
      live: context.live,
      dataDir: context.config.dataDir,
      logger: context.logger,
    });
    return {
      services: identity,
      routes: async (app) => {
        await app.register(identity.userRoutes, { prefix: '/api/users' });
        await app.register(identity.notificationRoutes, { prefix: '/api/notifications' });
      },
      operatorRoutes: identity.operatorRoutes,
      refusals: { ...IDENTITY_REFUSALS, ...SETTINGS_REFUSALS },
      consumers: [identity.notifications.consumer],
      install: (app) => identity.installSessionTouch(app),
      stop: () => identity.notifications.stop(),
    };
  },
};
