// /operator/books: the broker's own books. The trial balance shows every house account beside the
// customers' money, summing to zero because every customer movement is posted twice; below it,
// the client money held at the end of each day.
import { tr } from '../../../i18n/tr-signed-in';
import { ClientMoneyDays } from '../components/client-money-days';
import { Card } from '../components/operator.styles';
import { TrialBalanceSection } from '../components/trial-balance';
import { Heading } from './books-page.styles';

const texts = tr.operator.books;

export default function BooksPage() {
  return (
    <>
      <Card aria-labelledby="books-trial-balance">
        <Heading id="books-trial-balance">{texts.trialBalance}</Heading>
        <TrialBalanceSection />
      </Card>
      <Card aria-labelledby="books-client-money">
        <Heading id="books-client-money">{texts.clientMoneyTitle}</Heading>
        <ClientMoneyDays />
      </Card>
    </>
  );
}
