// Copy trading's refusals: the service throws them as DomainError; http/refusals.ts joins this table.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

const texts = serverTexts.traders;
const BUSINESS = 422;
/** The copy risk controls' bad input: 400 with the VALIDATION code, nothing written. */
const badControl = (message: string) => ({ statusCode: 400, message, wireCode: 'VALIDATION' });

export const COPY_REFUSALS = {
  TRADER_NOT_FOUND: { statusCode: 404, message: texts.traderNotFound },
  COPY_NOT_FOUND: { statusCode: 404, message: texts.copyNotFound },
  CANNOT_FOLLOW_SELF: { statusCode: BUSINESS, message: texts.cannotFollowSelf },
  COPY_SIZE_TOO_SMALL: { statusCode: BUSINESS, message: texts.sizeTooSmall },
  COPY_SIZE_OVER_FREE_MARGIN: { statusCode: BUSINESS, message: texts.sizeOverFreeMargin },
  COPY_SIZE_STEP: { statusCode: BUSINESS, message: texts.sizeStep },
  COPY_STOP_LOSS_OUT_OF_RANGE: { statusCode: BUSINESS, message: texts.stopLossOutOfRange },
  COPY_FIXED_LOTS_REQUIRED: badControl(texts.fixedLotsRequired),
  COPY_FIXED_LOTS_ONLY_FIXED: badControl(texts.fixedLotsOnlyFixed),
  COPY_LOTS_OUT_OF_RANGE: badControl(texts.copyLotsOutOfRange),
  COPY_LOTS_STEP: badControl(texts.copyLotsStep),
  COPY_MAX_OPEN_TRADES_OUT_OF_RANGE: badControl(texts.maxOpenTradesOutOfRange),
  COPY_CLOSE_FAILED: { statusCode: BUSINESS, message: texts.closeFailed },
  COMMENT_STAR_OUT_OF_RANGE: { statusCode: BUSINESS, message: texts.starOutOfRange },
  COMMENT_EMPTY: { statusCode: BUSINESS, message: texts.commentEmpty },
  COMMENT_TOO_LONG: { statusCode: BUSINESS, message: texts.commentTooLong },
  CANNOT_COMMENT_SELF: { statusCode: BUSINESS, message: texts.cannotCommentSelf },
  TRADER_NAME_INVALID: { statusCode: BUSINESS, message: texts.displayNameInvalid },
  TRADER_BIO_TOO_LONG: { statusCode: BUSINESS, message: texts.bioTooLong },
  TRADER_IMAGE_INVALID: { statusCode: BUSINESS, message: texts.imageInvalid },
  COMMENT_REMOVED_BY_BROKER: { statusCode: 409, message: texts.commentRemovedByBroker },
  // The broker's moderation (trader-moderation.ts): a bad reason is input, deciding twice a conflict.
  MODERATION_REASON_REQUIRED: {
    statusCode: 400,
    message: texts.moderationReasonRequired,
    wireCode: 'VALIDATION',
  },
  MODERATION_REASON_TOO_LONG: {
    statusCode: 400,
    message: texts.moderationReasonTooLong,
    wireCode: 'VALIDATION',
  },
  TRADER_ALREADY_HIDDEN: { statusCode: 409, message: texts.alreadyHidden },
  TRADER_NOT_HIDDEN: { statusCode: 409, message: texts.notHidden },
  COMMENT_NOT_FOUND: { statusCode: 404, message: texts.commentNotFound, wireCode: 'NOT_FOUND' },
  COMMENT_ALREADY_REMOVED: { statusCode: 409, message: texts.commentAlreadyRemoved },
} satisfies RefusalTable<string>;

export type CopyRefusalCode = keyof typeof COPY_REFUSALS;
