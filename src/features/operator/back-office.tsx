// The back office (chunk "operator", reached only through the role guard in operator-route.tsx):
// the sections' links and their routes under /operator. Each section is a page of its own folder.
import { Link, Route, Routes, useLocation } from 'react-router';
import { tr } from '../../i18n/tr-signed-in';
import { PageHeading } from '../../ui/page-heading';
import AuditPage from './pages/audit-page';
import BooksPage from './pages/books-page';
import BroadcastPage from './pages/broadcast-page';
import CustomerPage from './pages/customer-page';
import CustomersPage from './pages/customers-page';
import DocumentsPublishingPage from './pages/documents-publishing-page';
import ProfessionalRequestsPage from './pages/professional-requests-page';
import QueuesPage from './pages/queues-page';
import RobotsCataloguePage from './pages/robots-catalogue-page';
import TradersPage from './pages/traders-page';
import { Page, Sections } from './back-office.styles';

const SECTIONS = [
  { to: '/operator', label: tr.operator.sections.queues },
  { to: '/operator/customers', label: tr.operator.sections.customers },
  { to: '/operator/traders', label: tr.operator.sections.traders },
  { to: '/operator/robots', label: tr.operator.sections.robots },
  { to: '/operator/professional', label: tr.operator.sections.professional },
  { to: '/operator/documents', label: tr.operator.sections.documents },
  { to: '/operator/broadcast', label: tr.operator.sections.broadcast },
  { to: '/operator/audit', label: tr.operator.sections.audit },
  { to: '/operator/books', label: tr.operator.sections.books },
] as const;

/**
 * Whether a section's link is the current page: the queues only at /operator itself, the others
 * on their sub-pages too (a customer's file is under Müşteriler). Plain links rather than NavLink,
 * which no other screen uses: its code would otherwise join the first page's vendor bundle.
 */
function isCurrent(to: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return to === '/operator' ? path === to : path === to || path.startsWith(`${to}/`);
}

export default function BackOffice() {
  const { pathname } = useLocation();
  return (
    <Page>
      <PageHeading>{tr.operator.title}</PageHeading>
      <nav aria-label={tr.operator.sectionsLabel}>
        <Sections>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to} aria-current={isCurrent(section.to, pathname) ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </Sections>
      </nav>
      <Routes>
        <Route index element={<QueuesPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:customerId" element={<CustomerPage />} />
        <Route path="traders" element={<TradersPage />} />
        <Route path="robots" element={<RobotsCataloguePage />} />
        <Route path="professional" element={<ProfessionalRequestsPage />} />
        <Route path="documents" element={<DocumentsPublishingPage />} />
        <Route path="broadcast" element={<BroadcastPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="books" element={<BooksPage />} />
        <Route path="*" element={<QueuesPage />} />
      </Routes>
    </Page>
  );
}
