import type { ReactNode } from 'react';
import {
  IconBooks,
  IconBuildingStore,
  IconClipboardList,
  IconHistory,
  IconHome,
  IconPresentation,
  IconRepeat,
  IconSchool,
  IconUserCircle,
} from '@tabler/icons-react';
import { paths } from '../../lib/routes';

export interface NavItem {
  key:
    | 'home'
    | 'practice'
    | 'mockTests'
    | 'marketplace'
    | 'history'
    | 'review'
    | 'classes'
    | 'teaching'
    | 'profile';
  to: string;
  icon: ReactNode;
  /** Only this exact path is active (its sub-pages belong to another item). */
  isExact?: boolean;
  /** Only in the sidebar: the phone's bottom bar keeps to six (the home page's card leads there). */
  isSidebarOnly?: boolean;
  /** Only for teachers (and admins): the teacher's classes. */
  isTeacherOnly?: boolean;
}

/** The learner area's sections (ui.md): the sidebar on laptops, the bottom bar on phones. */
export const navItems: NavItem[] = [
  { key: 'home', to: paths.home, icon: <IconHome size={22} aria-hidden /> },
  { key: 'practice', to: paths.practice, icon: <IconBooks size={22} aria-hidden /> },
  { key: 'mockTests', to: paths.mockTests, icon: <IconClipboardList size={22} aria-hidden />, isExact: true },
  { key: 'marketplace', to: paths.marketplace, icon: <IconBuildingStore size={22} aria-hidden /> },
  { key: 'history', to: paths.history, icon: <IconHistory size={22} aria-hidden /> },
  { key: 'review', to: paths.review, icon: <IconRepeat size={22} aria-hidden />, isSidebarOnly: true },
  { key: 'classes', to: paths.classes, icon: <IconSchool size={22} aria-hidden />, isSidebarOnly: true },
  {
    key: 'teaching',
    to: paths.teacher,
    icon: <IconPresentation size={22} aria-hidden />,
    isSidebarOnly: true,
    isTeacherOnly: true,
  },
  { key: 'profile', to: paths.profile, icon: <IconUserCircle size={22} aria-hidden /> },
];

/** True when the item is the current section. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  return !item.isExact && pathname.startsWith(`${item.to}/`);
}

/** The phone's bottom bar: the sections without the sidebar-only ones. */
export const bottomNavItems: NavItem[] = navItems.filter((item) => !item.isSidebarOnly);
