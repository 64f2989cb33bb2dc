import type { MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { navLabel, type NavItem } from './nav-items';
import { useT } from '../../i18n/use-t';
import { scrollToSection } from '#pwa/start/scroll-to-section';

type Props = { item: NavItem; className: string; onNavigate?: () => void };

/** A header link: a router link, or on Home an in-page link that scrolls to its section. */
export function NavItemLink({ item, className, onNavigate }: Props) {
  const { t } = useT();
  const label = navLabel(item, t);
  if (item.section) {
    const section = item.section;
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      if (scrollToSection(section)) e.preventDefault();
      onNavigate?.();
    };
    return (
      <a href={`#${section}`} className={className} onClick={onClick}>
        {label}
      </a>
    );
  }
  return (
    <NavLink to={item.to} end className={className} onClick={onNavigate}>
      {label}
    </NavLink>
  );
}
