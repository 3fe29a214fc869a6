import { Link } from '@tanstack/react-router';
import { COMPANY_NAME, COMPANY_SHORT_NAME } from '@tp/schemas/company';

/** The company mark: a stylised turbine disc. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#12284a" />
      <circle cx="32" cy="32" r="18" fill="none" stroke="#a9c4e0" strokeWidth="4" />
      <g stroke="#ea580c" strokeWidth="5" strokeLinecap="round">
        <path d="M32 14v10M32 40v10M14 32h10M40 32h10" />
      </g>
      <circle cx="32" cy="32" r="5" fill="#ea580c" />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md" title={COMPANY_NAME}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-navy-900' : 'text-white'}`}>
          {COMPANY_SHORT_NAME}
        </span>
        <span
          className={`text-[0.68rem] font-medium uppercase tracking-[0.18em] ${tone === 'dark' ? 'text-steel-600' : 'text-steel-300'}`}
        >
          Rosdorf · Germany
        </span>
      </span>
    </Link>
  );
}
