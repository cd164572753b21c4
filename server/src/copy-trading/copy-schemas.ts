// Request schemas of /api/traders/*. Bodies are not coerced, so a size sent as text is refused
// here (400); a number out of bounds (under 100, negative, over free margin, a star of 0 or 6)
// reaches the service, which names what is wrong (422; the risk controls' bad figures are 400).
import { Type, type Static } from '@sinclair/typebox';
import { strictObject } from '../http/schema';

const TraderId = Type.String({ minLength: 1, maxLength: 64 });
const AnyNumber = Type.Number({ minimum: -1_000_000_000, maximum: 1_000_000_000 });

export const TraderIdParams = strictObject({ id: TraderId });
export type TraderIdParams = Static<typeof TraderIdParams>;

export const TradersQuery = strictObject({ search: Type.Optional(Type.String({ maxLength: 64 })) });
export type TradersQuery = Static<typeof TradersQuery>;

export const FollowBody = strictObject({
  id: TraderId,
  size: AnyNumber,
  copyStopLossPct: Type.Optional(AnyNumber),
  // The risk controls: numbers reach the service, which names what is wrong in Turkish.
  mode: Type.Optional(Type.Union([Type.Literal('proportional'), Type.Literal('fixed')])),
  fixedLots: Type.Optional(AnyNumber),
  maxLotsPerTrade: Type.Optional(AnyNumber),
  maxOpenTrades: Type.Optional(AnyNumber),
  copyOpenTrades: Type.Optional(Type.Boolean()),
});
export type FollowBody = Static<typeof FollowBody>;

export const CommentBody = strictObject({
  star: AnyNumber,
  // Long enough to refuse an over-long comment with its own message rather than a schema error.
  comment: Type.String({ maxLength: 10_000 }),
});
export type CommentBody = Static<typeof CommentBody>;

export const TraderSettingsBody = strictObject({
  allowCopiers: Type.Boolean(),
  displayName: Type.String({ maxLength: 200 }),
  bio: Type.String({ maxLength: 10_000 }),
  imageUrl: Type.Optional(Type.String({ maxLength: 250_000 })),
});
export type TraderSettingsBody = Static<typeof TraderSettingsBody>;
