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
  IconReceipt,
  IconShieldLock,
  IconSun,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { User } from '@prepwise/contracts';
import { marketplacePaths } from '../../features/marketplace';
import { paths } from '../../lib/routes';
import { useAuth } from '../../lib/session/auth-context';

/** The avatar menu: who is signed in, the admin console for admins, profile, payment and activity history, light/dark and Log out. */
export function UserMenu({ user, isAdmin = false }: { user: User; isAdmin?: boolean }) {
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
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.accountMenu')} style={{ borderRadius: '50%' }}>
          <Avatar src={user.avatarUrl} alt="" radius="xl" color="indigo" size={36}>
            {user.fullName.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
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
