import { Trans } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import { phoneHref, useSettings } from '../layout/use-site-data.ts';
import { ShownLine } from './shown-text.tsx';

/** Address, phone and e-mail from the settings, as a card. */
export function ContactDetails() {
  const settings = useSettings();
  const row = 'flex items-start gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-heat-600';
  return (
    <address className="space-y-4 rounded-(--radius-card) bg-steel-50 p-6 not-italic">
      <p className={row}>
        <MapPin className={icon} aria-hidden="true" />
        <span>
          <span className="block text-sm font-medium text-muted">
            <Trans>Address</Trans>
          </span>
          <ShownLine text={settings.address} />
        </span>
      </p>
      <p className={row}>
        <Phone className={icon} aria-hidden="true" />
        <span>
          <span className="block text-sm font-medium text-muted">
            <Trans>Phone</Trans>
          </span>
          <a href={phoneHref(settings.phone)} className="font-medium text-navy-900 hover:text-heat-600">
            {settings.phone}
          </a>
        </span>
      </p>
      <p className={row}>
        <Mail className={icon} aria-hidden="true" />
        <span>
          <span className="block text-sm font-medium text-muted">
            <Trans>E-mail</Trans>
          </span>
          <a href={`mailto:${settings.email}`} className="font-medium text-navy-900 hover:text-heat-600">
            {settings.email}
          </a>
        </span>
      </p>
    </address>
  );
}
