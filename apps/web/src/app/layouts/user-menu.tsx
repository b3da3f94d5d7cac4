import {
  Avatar,
  Menu,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconActivity,
  IconLogout,
  IconMoon,
  IconPresentation,
  IconReceipt,
  IconShieldLock,
  IconSun,
  IconUserCircle,
} from '@tabler/icons-react';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { User } from '@prepwise/contracts';
import { marketplacePaths } from '../../features/marketplace';
import { paths } from '../../lib/routes';
import { useAuth } from '../../lib/session/auth-context';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';

interface UserMenuProps {
  user: User;
  isAdmin?: boolean;
}

/** The avatar button that opens the menu. */
function AvatarButton({ user, ...props }: { user: User } & ComponentPropsWithoutRef<'button'>) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={t('header.accountMenu')} style={{ borderRadius: '50%' }} {...props}>
      <Avatar src={user.avatarUrl} alt="" radius="xl" color="indigo" size={36}>
        {user.fullName.slice(0, 1).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
}

/**
 * The avatar menu: who is signed in, the admin console for admins, Teaching for teachers (their
 * way there on a phone), profile, payment and activity history, light/dark and Log out. The menu (its positioning re-renders the page as it mounts) is
 * put in once the page has loaded and the browser is idle; until then the same button shows, and a
 * press on it puts the menu in at once, open.
 */
export function UserMenu(props: UserMenuProps) {
  const [openOnMount, setOpenOnMount] = useState(false);
  const isReady = useIdleAfterLoad(openOnMount);
  if (!isReady)
    return <AvatarButton user={props.user} aria-haspopup="menu" onClick={() => setOpenOnMount(true)} />;
  return <AccountMenu {...props} defaultOpened={openOnMount} />;
}

function AccountMenu({ user, isAdmin = false, defaultOpened }: UserMenuProps & { defaultOpened: boolean }) {
  const { t } = useTranslation();
  const { t: mt } = useTranslation('marketplace');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';

  const handleLogout = () => {
    signOut();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AvatarButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright" truncate>
            {user.fullName}
          </Text>
          <Text size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {isAdmin && (
          <Menu.Item
            component={Link}
            to={paths.admin}
            leftSection={<IconShieldLock size={18} aria-hidden />}
            data-testid="admin-entry"
          >
            {t('admin.menu')}
          </Menu.Item>
        )}
        {(isAdmin || user.roles.includes('ROLE_TEACHER')) && (
          <Menu.Item
            component={Link}
            to={paths.teacher}
            leftSection={<IconPresentation size={18} aria-hidden />}
            data-testid="teacher-entry"
          >
            {t('nav.teaching')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUserCircle size={18} aria-hidden />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={marketplacePaths.payments}
          leftSection={<IconReceipt size={18} aria-hidden />}
        >
          {mt('payments.title')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={marketplacePaths.activity}
          leftSection={<IconActivity size={18} aria-hidden />}
        >
          {mt('activity.title')}
        </Menu.Item>
        <Menu.Item
          leftSection={isDark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
          onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
        >
          {isDark ? t('theme.useLight') : t('theme.useDark')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={handleLogout}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
