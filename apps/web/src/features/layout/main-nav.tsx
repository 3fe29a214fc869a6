import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { menuItems } from './menu-items.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { InquiryListLink } from '../inquiry/inquiry-list-link.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { useNavbar } from './use-site-data.ts';

const linkClass = 'flex h-10 items-center rounded-lg px-3 text-[0.95rem] font-medium text-navy-900 hover:bg-steel-100';
const activeLink = { className: 'text-heat-600' };

/** The main menu: sticky once the page is scrolled; on small screens a button opens the sidebar. */
export function MainNav({ onOpenMobile, mobileOpen }: { onOpenMobile: () => void; mobileOpen: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const navbar = useNavbar();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      data-sticky={scrolled || undefined}
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow ${scrolled ? 'border-slate-200 shadow-md' : 'border-transparent'}`}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t`Main menu`} className="hidden items-center gap-0.5 xl:flex">
          <Link to="/gas-turbina" className={linkClass} activeProps={activeLink}>
            <Trans>Gas turbines</Trans>
          </Link>
          <NavDropdown label={<Trans>Services</Trans>} items={menuItems(navbar.services, '/service/$id', language)} />
          <NavDropdown
            label={<Trans>Spare parts</Trans>}
            items={menuItems(navbar.spares, '/part-list/$id', language)}
            overview={{ label: <Trans>All spare parts and pre-order</Trans>, to: '/spare-parts' }}
          />
          {navbar.partners > 0 && (
            <Link to="/partners" className={linkClass} activeProps={activeLink}>
              <Trans>Partners</Trans>
            </Link>
          )}
          <Link to="/careers" className={linkClass} activeProps={activeLink}>
            <Trans>Careers</Trans>
          </Link>
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <SearchBox className="w-48" />
          <InquiryListLink />
          <LanguageSwitcher />
        </div>
        <div className="flex items-center gap-1 xl:hidden">
          <InquiryListLink />
          <button
            type="button"
            onClick={onOpenMobile}
            className="flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-steel-100"
            aria-label={t`Open menu`}
            aria-expanded={mobileOpen}
            // The menu exists only while open: naming it otherwise would point at nothing.
            aria-controls={mobileOpen ? 'mobile-menu' : undefined}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
