// A customer's own trader settings: whether others may copy them, under which name, bio and
// picture. Read from the profile (or made up from the customer's name before the first save);
// saved through the mirror's queue so the live copies see the change in order.
import type { TraderSettings } from '../../../contract/traders';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { findUserById } from '../users/users-repository';
import type { CopyMirror } from './copy-mirror';
import type { CopyRefusalCode } from './copy-refusals';
import { findTrader, upsertTrader, type TraderRow } from './trader-repository';

const DISPLAY_NAME_LENGTH_MIN = 2;
const DISPLAY_NAME_LENGTH_MAX = 40;
const BIO_LENGTH_MAX = 500;
const IMAGE_URL_LENGTH_MAX = 200_000;

const refused = (code: CopyRefusalCode): DomainError<CopyRefusalCode> => new DomainError(code);

export async function traderSettings(db: Database, userId: string): Promise<TraderSettings> {
  const row = await findTrader(db, userId);
  if (row)
    return {
      allowCopiers: row.allowCopiers,
      displayName: row.displayName,
      bio: row.bio,
      imageUrl: row.imageUrl,
    };
  const user = await findUserById(db, userId);
  return {
    allowCopiers: false,
    displayName: user ? `${user.name} ${user.surname}` : '',
    bio: '',
    imageUrl: '',
  };
}

/** The settings switch: the account copied is the one active when the customer first opts in. */
export async function saveTraderSettings(
  deps: { db: Database; clock: Clock; mirror: CopyMirror },
  owner: { userId: string; accountId: string },
  settings: TraderSettings,
): Promise<TraderSettings> {
  const { userId } = owner;
  const displayName = settings.displayName.trim();
  const nameLength = [...displayName].length;
  if (nameLength < DISPLAY_NAME_LENGTH_MIN || nameLength > DISPLAY_NAME_LENGTH_MAX)
    throw refused('TRADER_NAME_INVALID');
  if ([...settings.bio].length > BIO_LENGTH_MAX) throw refused('TRADER_BIO_TOO_LONG');
  const imageUrl = settings.imageUrl.trim();
  if (
    imageUrl !== '' &&
    (imageUrl.length > IMAGE_URL_LENGTH_MAX || !/^(https:\/\/|data:image\/)/.test(imageUrl))
  )
    throw refused('TRADER_IMAGE_INVALID');
  const existing = await findTrader(deps.db, userId);
  const row: TraderRow = {
    userId,
    accountId: existing?.accountId ?? owner.accountId,
    displayName,
    bio: settings.bio.trim(),
    imageUrl,
    allowCopiers: settings.allowCopiers,
    seeded: existing?.seeded ?? false,
    hidden: existing?.hidden ?? false,
  };
  await deps.mirror.run(async () => {
    await upsertTrader(deps.db, row, new Date(deps.clock.nowMs()));
    deps.mirror.putTrader(row);
  });
  return traderSettings(deps.db, userId);
}
