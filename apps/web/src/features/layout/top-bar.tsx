import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ShownLine } from '../pages/shown-text.tsx';
import { phoneHref, useSettings } from './use-site-data.ts';

/** The thin info bar above the menu: phone, e-mail, address and contacts, all from settings. */
export function TopBar() {
  const settings = useSettings();
  return (
    <div className="bg-navy-950 text-[0.8rem] text-steel-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <div className="flex min-w-0 items-center gap-4 sm:gap-6">
          {settings.phone && (
            <a
              href={phoneHref(settings.phone)}
              className="flex items-center gap-1.5 whitespace-nowrap hover:text-white"
            >
              <Phone className="size-3.5 text-heat-400" aria-hidden="true" />
              {settings.phone}
            </a>
          )}
          {settings.email && (
            <a href={`mailto:${settings.email}`} className="flex min-w-0 items-center gap-1.5 hover:text-white">
              <Mail className="size-3.5 shrink-0 text-heat-400" aria-hidden="true" />
              <span className="truncate">{settings.email}</span>
            </a>
          )}
          {settings.address.text && (
            <Link to="/imprint" className="hidden items-center gap-1.5 hover:text-white lg:flex">
              <MapPin className="size-3.5 text-heat-400" aria-hidden="true" />
              <ShownLine text={settings.address} />
            </Link>
          )}
        </div>
        <Link to="/imprint" className="hidden whitespace-nowrap font-medium hover:text-white sm:block">
          <Trans>Contacts</Trans>
        </Link>
      </div>
    </div>
  );
}
