// The product's mark and name, linking to the dashboard.
import { tr } from '../../../i18n/tr-signed-in';
import { Home, Mark } from './logo.styles';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    // The name holds the visible product name, so speech users can say what they see (axe,
    // label-content-name-mismatch); compact, only the mark shows.
    <Home
      to="/"
      aria-label={compact ? tr.layout.home : `${tr.app.title}, ${tr.layout.home}`}
      data-testid="logo"
    >
      <Mark width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="1" y="1" width="30" height="30" rx="9" fill="currentColor" opacity="0.16" />
        <path
          d="M7 22l6-7 4 4 8-10"
          stroke="currentColor"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="9" r="2.2" fill="currentColor" />
      </Mark>
      {!compact && <span>{tr.app.title}</span>}
    </Home>
  );
}
