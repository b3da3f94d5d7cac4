import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useMatch } from 'react-router';
import type { Language } from '@prepwise/contracts';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useSignedInSession } from '../../lib/session/use-session';
import { CreditsBadge } from './credits-badge';
import { DeferredHelpWidget } from './deferred-help-widget';
import { aboveFooter, helpButtonGap, LearnerFrame } from './learner-frame';
import { UserMenu } from './user-menu';
import '../../lib/signed-in-texts';

/**
 * The learner area shell: the learner's frame (header, sidebar on laptops, bottom bar on phones)
 * with credits, language (saved on the account) and account in the header, and the help widget (FAQs and the support
 * chat). Inside a mock the navigation and the widget are hidden, as in the real test (no
 * distractions).
 */
export function PrivateLayout() {
  const { user, token, isAdmin } = useSignedInSession();
  const queryClient = useQueryClient();
  const isInMock = useMatch('/platform/exam/mock/:mockId') !== null;
  // The header's language is the account's too, as on the profile (e-mails, default currency).
  const saveLanguage = (language: Language) => {
    if (language === user.langKey) return;
    void import('../../lib/session/account-update').then(({ saveAccountLanguage }) =>
      saveAccountLanguage(queryClient, { userId: user.id, token }, language),
    );
  };

  return (
    <LearnerFrame
      isInMock={isInMock}
      headerEnd={
        <Group gap={6} wrap="nowrap">
          <CreditsBadge token={token} />
          <LanguageSwitch onChange={saveLanguage} />
          <Group visibleFrom="sm">
            <ColorSchemeToggle />
          </Group>
          <UserMenu user={user} isAdmin={isAdmin} />
        </Group>
      }
      after={!isInMock && <DeferredHelpWidget bottom={aboveFooter(helpButtonGap)} />}
    >
      <Outlet />
    </LearnerFrame>
  );
}
