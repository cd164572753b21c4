// /operator/customers: find a customer by name, e-mail or phone (GET /api/operator/customers,
// newest first without a search); a name opens the customer's file.
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { useSearchCustomersQuery } from '../api/operator-api';
import { Card, Fields, RowCard, RowList } from '../components/operator.styles';
import { PagedList } from '../components/paged-list';
import { SearchForm } from '../components/search-form';
import { VerificationBadge } from '../components/status-badges';
import { useNarrowedPages } from '../hooks/use-narrowed-pages';
import { FieldPair } from '../components/field-pair';
import { NameLink } from './customers-page.styles';

export default function CustomersPage() {
  const texts = tr.operator.customers;
  const { filter: search, narrow, page, setPage } = useNarrowedPages('');
  const query = useSearchCustomersQuery({ search, page });

  return (
    <Card aria-label={tr.operator.sections.customers}>
      <SearchForm
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        submitLabel={texts.search}
        initial={search}
        onSearch={narrow}
      />
      <PagedList query={query} empty={texts.empty} onPage={setPage}>
        {(rows) => (
          <RowList aria-label={texts.resultsLabel}>
            {rows.map((customer) => (
              <RowCard key={customer.id} data-testid={`customer-row-${customer.id}`}>
                <Fields>
                  <FieldPair label={texts.name}>
                    <NameLink to={`/operator/customers/${encodeURIComponent(customer.id)}`}>
                      {customer.name}
                    </NameLink>
                  </FieldPair>
                  <FieldPair label={texts.email}>{customer.email}</FieldPair>
                  <FieldPair label={texts.phone}>{customer.phone}</FieldPair>
                  <FieldPair label={texts.verification}>
                    <VerificationBadge status={customer.verification} />
                    {customer.role === 'operator' && ` ${texts.roles.operator}`}
                  </FieldPair>
                  <FieldPair label={texts.createdAt}>{formatDateTime(customer.createdAt)}</FieldPair>
                </Fields>
              </RowCard>
            ))}
          </RowList>
        )}
      </PagedList>
    </Card>
  );
}
