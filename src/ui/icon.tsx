// A small set of line icons drawn inline (no icon font, nothing to download). Decorative by
// default; pass `title` when the icon alone names a control.
import type { SVGProps } from 'react';

const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5',
  bell: 'M6 16V11a6 6 0 1112 0v5l2 2H4l2-2zM10 20a2 2 0 004 0',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM10 3h4l.5 2.5 2 1 2.3-1.2 2.8 2.8-1.2 2.3 1 2 2.5.5v4l-2.5.5-1 2 1.2 2.3-2.8 2.8-2.3-1.2-2 1L14 21h-4l-.5-2.5-2-1-2.3 1.2-2.8-2.8 1.2-2.3-1-2L2 14v-4l2.5-.5 1-2-1.2-2.3 2.8-2.8 2.3 1.2 2-1z',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  markets: 'M4 19h16M6 16l4-5 3 3 5-7',
  transactions: 'M7 4v16M7 20l-3-3M7 4l3 3M17 20V4M17 4l3 3M17 20l-3-3',
  wallet: 'M4 7h14a2 2 0 012 2v9a2 2 0 01-2 2H4zM4 7l12-3v3M16 13h2',
  traders:
    'M9 11a3 3 0 100-6 3 3 0 000 6zM3 19c1-3 3.5-4.5 6-4.5s5 1.5 6 4.5M16 5a3 3 0 010 6M18 14.5c1.5.6 2.6 2 3 4.5',
  robots: 'M7 9h10a2 2 0 012 2v6a2 2 0 01-2 2H7a2 2 0 01-2-2v-6a2 2 0 012-2zM12 5v4M9 14h.01M15 14h.01',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5v.01',
  verification: 'M4 6h16v12H4zM8 11a2 2 0 100-.01M6 16c.5-1.5 1.5-2 2-2s1.5.5 2 2M13 10h4M13 14h3',
  deposit: 'M12 4v12M7 11l5 5 5-5M5 20h14',
  withdrawal: 'M12 20V8M7 13l5-5 5 5M5 4h14',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  sun: 'M12 16a4 4 0 100-8 4 4 0 000 8zM12 2v2M12 20v2M4 12H2M22 12h-2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5',
  moon: 'M20 14.5A8 8 0 019.5 4 8 8 0 1020 14.5z',
  chevronRight: 'M9 5l7 7-7 7',
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  shield: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  finance: 'M6 3h9l4 4v14H6zM15 3v4h4M9 17l2.5-3 2 1.5L17 11',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  sizePx?: number;
  title?: string;
}

export function Icon({ name, sizePx = 22, title, ...rest }: IconProps) {
  return (
    <svg
      width={sizePx}
      height={sizePx}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      data-icon={name}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
