import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronDown, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { Flag } from './flags.tsx';
import { LANGUAGE_NAMES, LanguageOptions } from './language-options.tsx';
import { Logo } from './logo.tsx';
import { menuItems } from './menu-items.ts';
import type { NavItem } from './nav-dropdown.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { useNavbar } from './use-site-data.ts';

type Section = 'services' | 'spares' | 'language';
const rowClass =
  'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-steel-50';

function Collapsible({
  id,
  label,
  open,
  onToggle,
  children,
}: {
  id: Section;
  label: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className={rowClass} aria-expanded={open} aria-controls={`mobile-${id}`} onClick={onToggle}>
        {label}
        <ChevronDown className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div id={`mobile-${id}`} hidden={!open} className="pb-2 pl-3">
        {children}
      </div>
    </li>
  );
}

function LinkList({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return (
    <ul className="border-l-2 border-steel-100">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            params={{ id: String(item.id) }}
            onClick={onNavigate}
            lang={item.lang}
            className="block px-4 py-2 text-[0.95rem] text-navy-800 hover:text-heat-600"
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar of small screens: overlay, collapsible sections of which one is open at a time. */
export function MobileNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const navbar = useNavbar();
  const [section, setSection] = useState<Section | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggle = (next: Section) => setSection((current) => (current === next ? null : next));

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button, a, input')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 xl:hidden">
      <div
        className="absolute inset-0 bg-navy-950/60 backdrop-blur-[2px]"
        onClick={onClose}
        data-testid="mobile-overlay"
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        className="absolute inset-y-0 left-0 flex w-[86%] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-lg hover:bg-steel-100"
            aria-label={t`Close menu`}
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <div className="px-4 pt-4">
          <SearchBox onDone={onClose} fullWidthList />
        </div>
        <nav aria-label={t`Main menu`} className="px-2 py-3">
          <ul className="space-y-0.5">
            <li>
              <Link to="/gas-turbina" className={rowClass} onClick={onClose}>
                <Trans>Gas turbines</Trans>
              </Link>
            </li>
            <Collapsible
              id="services"
              label={<Trans>Services</Trans>}
              open={section === 'services'}
              onToggle={() => toggle('services')}
            >
              <LinkList items={menuItems(navbar.services, '/service/$id', language)} onNavigate={onClose} />
            </Collapsible>
            <Collapsible
              id="spares"
              label={<Trans>Spare parts</Trans>}
              open={section === 'spares'}
              onToggle={() => toggle('spares')}
            >
              <Link
                to="/spare-parts"
                onClick={onClose}
                className="block px-4 py-2 text-[0.95rem] font-semibold text-heat-600"
              >
                <Trans>All spare parts and pre-order</Trans>
              </Link>
              <LinkList items={menuItems(navbar.spares, '/part-list/$id', language)} onNavigate={onClose} />
            </Collapsible>
            {navbar.partners > 0 && (
              <li>
                <Link to="/partners" className={rowClass} onClick={onClose}>
                  <Trans>Partners</Trans>
                </Link>
              </li>
            )}
            <li>
              <Link to="/careers" className={rowClass} onClick={onClose}>
                <Trans>Careers</Trans>
              </Link>
            </li>
            <li>
              <Link to="/imprint" className={rowClass} onClick={onClose}>
                <Trans>Contacts</Trans>
              </Link>
            </li>
            <Collapsible
              id="language"
              label={
                <span className="flex items-center gap-2.5">
                  <Flag language={language} />
                  {LANGUAGE_NAMES[language]}
                </span>
              }
              open={section === 'language'}
              onToggle={() => toggle('language')}
            >
              <LanguageOptions
                onChosen={() => setSection(null)}
                className="border-l-2 border-steel-100"
                itemClassName="px-4 py-2 text-[0.95rem]"
                textClassName="text-navy-800"
              />
            </Collapsible>
          </ul>
        </nav>
      </div>
    </div>
  );
}
