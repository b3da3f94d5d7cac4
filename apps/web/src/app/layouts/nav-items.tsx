import type { ReactNode } from 'react';
import {
  IconBooks,
  IconBuildingStore,
  IconClipboardList,
  IconHistory,
  IconHome,
  IconUserCircle,
} from '@tabler/icons-react';
import { paths } from '../../lib/routes';

export interface NavItem {
  key: 'home' | 'practice' | 'mockTests' | 'marketplace' | 'history' | 'profile';
  to: string;
  icon: ReactNode;
  /** Only this exact path is active (its sub-pages belong to another item). */
  isExact?: boolean;
}

/** The learner area's sections (ui.md): the sidebar on laptops, the bottom bar on phones. */
export const navItems: NavItem[] = [
  { key: 'home', to: paths.home, icon: <IconHome size={22} aria-hidden /> },
  { key: 'practice', to: paths.practice, icon: <IconBooks size={22} aria-hidden /> },
  { key: 'mockTests', to: paths.mockTests, icon: <IconClipboardList size={22} aria-hidden />, isExact: true },
  { key: 'marketplace', to: paths.marketplace, icon: <IconBuildingStore size={22} aria-hidden /> },
  { key: 'history', to: paths.history, icon: <IconHistory size={22} aria-hidden /> },
  { key: 'profile', to: paths.profile, icon: <IconUserCircle size={22} aria-hidden /> },
];

/** True when the item is the current section. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  return !item.isExact && pathname.startsWith(`${item.to}/`);
}
