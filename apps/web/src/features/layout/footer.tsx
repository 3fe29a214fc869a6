import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { COMPANY_NAME } from '@tp/schemas/company';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ShownLine } from '../pages/shown-text.tsx';
import { Logo } from './logo.tsx';
import { phoneHref, useSettings } from './use-site-data.ts';

export function Footer() {
  const settings = useSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-steel-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr]">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="max-w-md text-[0.95rem] leading-relaxed text-steel-300">
            <ShownLine text={settings.footerText} />
          </p>
        </div>
        <address className="space-y-3 text-[0.95rem] not-italic">
          {settings.address.text && (
            <p className="flex gap-2.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-heat-400" aria-hidden="true" />
              <ShownLine text={settings.address} />
            </p>
          )}
          {settings.phone && (
            <a href={phoneHref(settings.phone)} className="flex gap-2.5 hover:text-white">
              <Phone className="mt-0.5 size-4 shrink-0 text-heat-400" aria-hidden="true" />
              {settings.phone}
            </a>
          )}
          {settings.email && (
            <a href={`mailto:${settings.email}`} className="flex gap-2.5 hover:text-white">
              <Mail className="mt-0.5 size-4 shrink-0 text-heat-400" aria-hidden="true" />
              {settings.email}
            </a>
          )}
        </address>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm text-steel-300 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {COMPANY_NAME}. <Trans>All rights reserved.</Trans>
          </p>
          <nav className="flex gap-6">
            <Link to="/privacy-policy" className="hover:text-white">
              <Trans>Privacy policy</Trans>
            </Link>
            <Link to="/imprint" className="hover:text-white">
              <Trans>Contacts</Trans>
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
