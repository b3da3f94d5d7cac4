import { UnstyledButton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { bottomNavItems, isNavItemActive } from './nav-items';
import classes from './bottom-nav.module.css';

/** The phone bottom bar of the learner area: the same sections as the sidebar, with short labels. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.bar}>
      {bottomNavItems.map((item) => {
        const isActive = isNavItemActive(item, pathname);
        return (
          <UnstyledButton
            key={item.key}
            component={Link}
            to={item.to}
            className={classes.item}
            data-active={isActive || undefined}
            aria-current={isActive ? 'page' : undefined}
            title={t(`nav.${item.key}`)}
          >
            {item.icon}
            <Text component="span" className={classes.label}>
              {t(`nav.short.${item.key}`)}
            </Text>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
