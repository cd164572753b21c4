// /trader/:id: one trader's profile (GET /api/traders/{id}): image, name, follow count, the ROI
// figures, positive and negative profit, the follow button and the customer's copy state, then the
// tabs Pozisyon (open positions, live), Geçmiş İşlemler (closed trades), Hakkında and Yorumlar.
import { useState } from 'react';
import { useParams } from 'react-router';
import { tr } from '../../i18n/tr-signed-in';
import { PageHeading } from '../../ui/page-heading';
import { usePageTitle } from '../../ui/page-title';
import { tabPanelProps } from '../../ui/tabs';
import { useGetTraderProfileQuery } from './api/traders-api';
import { CopyStatusNote } from './components/copy-status-note';
import { FollowButton } from './components/follow-button';
import { TraderAboutTab } from './components/trader-about-tab';
import { TraderAvatar } from './components/trader-avatar';
import { TraderCommentsTab } from './components/trader-comments-tab';
import { TraderFigures } from './components/trader-figures';
import { TraderHistoryTab, TraderPositionsTab } from './components/trader-positions-tab';
import { Card, Muted, Note } from './components/traders.styles';
import { OfferedOnly } from '../compliance';
import { Column, Head, TraderTabs, Back } from './trader-page.styles';

export type TraderTab = 'positions' | 'history' | 'about' | 'comments';
const TAB_VALUES: readonly TraderTab[] = ['positions', 'history', 'about', 'comments'];
const TABS = TAB_VALUES.map((value) => ({ value, label: tr.traders.tabs[value] }));
const TABS_ID = 'trader-tabs';

function TraderPageBody() {
  const texts = tr.traders;
  const { id = '' } = useParams();
  const [tab, setTab] = useState<TraderTab>('positions');
  const { data: trader, isLoading, isError } = useGetTraderProfileQuery(id, { skip: !id });
  // A phone's header names the trader, not the page kind (issue 22, item 9).
  usePageTitle(trader?.name);

  const back = <Back to="/traders">{texts.back}</Back>;
  if (isLoading) return <Note>{texts.loading}</Note>;
  if (isError || !trader)
    return (
      <Column>
        <PageHeading>{tr.shell.pages.trader}</PageHeading>
        <Note role="alert">{texts.notFound}</Note>
        {back}
      </Column>
    );

  return (
    <Column>
      {back}
      <Card aria-label={trader.name}>
        <Head>
          <TraderAvatar name={trader.name} imageUrl={trader.imageUrl} sizePx={72} />
          <div>
            <PageHeading>{trader.name}</PageHeading>
            <Muted data-testid="follow-count">{texts.followers(String(trader.followCount))}</Muted>
          </div>
          <FollowButton trader={trader} />
        </Head>
        <CopyStatusNote trader={trader} />
        <TraderFigures trader={trader} />
      </Card>
      <TraderTabs items={TABS} value={tab} onChange={setTab} ariaLabel={texts.tabsLabel} idBase={TABS_ID} />
      <Card {...tabPanelProps(TABS_ID, tab)}>
        {tab === 'positions' && <TraderPositionsTab traderId={trader.id} />}
        {tab === 'history' && <TraderHistoryTab traderId={trader.id} />}
        {tab === 'about' && <TraderAboutTab profile={trader} />}
        {tab === 'comments' && <TraderCommentsTab traderId={trader.id} />}
      </Card>
    </Column>
  );
}

/** Shown only while the broker's profile offers the product (issue 21, per-product switches). */
export default function TraderPage() {
  return (
    <OfferedOnly product="copyTrading">
      <TraderPageBody />
    </OfferedOnly>
  );
}
