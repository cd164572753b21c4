// One trader in the /traders list: image, name (the link to the profile), follow count, the copy's
// state when followed, the SPEC.md figures and the follow button.
import { Link } from 'react-router';
import type { Trader } from '../../../../contract/traders';
import { tr } from '../../../i18n/tr-signed-in';
import { FollowButton } from './follow-button';
import { TraderAvatar } from './trader-avatar';
import { TraderFigures } from './trader-figures';
import { CopyStatusNote } from './copy-status-note';
import { Card, Muted } from './traders.styles';
import { Head } from './trader-card.styles';

export function TraderCard({ trader }: { trader: Trader }) {
  return (
    <Card aria-label={trader.name} data-testid={`trader-card-${trader.id}`}>
      <Head>
        <TraderAvatar name={trader.name} imageUrl={trader.imageUrl} />
        <div>
          <h2>
            <Link to={`/trader/${encodeURIComponent(trader.id)}`}>{trader.name}</Link>
          </h2>
          <Muted data-testid="follow-count">{tr.traders.followers(String(trader.followCount))}</Muted>
        </div>
        <FollowButton trader={trader} />
      </Head>
      <CopyStatusNote trader={trader} />
      <TraderFigures trader={trader} />
    </Card>
  );
}
