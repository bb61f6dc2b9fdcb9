// The console's frame: a skip link, the shop's name, the sections this member's role may open
// (from the contract's roles table), the language switch and logout; the screen in <main>.
import { NavLink, Outlet } from 'react-router';
import { roleMayCall, type ConsoleEndpointKey } from '@bazaar/contract/console/endpoints';
import type { ConsoleUiId } from '@bazaar/i18n/console-ui';
import { useConsole } from './console-session.tsx';
import { LanguageSwitch } from './console-table.tsx';
import { roleName } from './console-text.ts';

export const SECTIONS: readonly { path: string; label: ConsoleUiId; needs: ConsoleEndpointKey }[] =
  [
    { path: '/orders', label: 'navOrders', needs: 'listOrders' },
    { path: '/seller-requests', label: 'navSellerRequests', needs: 'listSellerRequests' },
    { path: '/customers', label: 'navCustomers', needs: 'listCustomers' },
    { path: '/products', label: 'navProducts', needs: 'listProducts' },
    { path: '/staff', label: 'navStaff', needs: 'listStaff' },
    { path: '/audit', label: 'navAudit', needs: 'listAudit' },
  ];

export function ConsoleLayout() {
  const { say, lang, staff, signOut } = useConsole();
  if (!staff) return null;
  return (
    <div className="console">
      <a className="console__skip" href="#console-main">
        {say('skipToContent')}
      </a>
      <header className="console__header">
        <p className="console__brand">{say('consoleTitle')}</p>
        <nav aria-label={say('mainNavigation')} className="console__nav">
          <ul>
            {SECTIONS.filter((section) => roleMayCall(section.needs, staff.role)).map((section) => (
              <li key={section.path}>
                <NavLink to={section.path}>{say(section.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console__who">
          <span>{say('signedInAs', { email: staff.email, role: roleName(lang, staff.role) })}</span>
          <LanguageSwitch />
          <button type="button" onClick={() => void signOut()}>
            {say('logout')}
          </button>
        </div>
      </header>
      <main id="console-main" className="console__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
