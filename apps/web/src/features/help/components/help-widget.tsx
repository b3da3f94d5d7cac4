import {
  Accordion,
  ActionIcon,
  Affix,
  Anchor,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconMessageCircleQuestion, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportLinkOpened } from '../lib/support-link';
import { useLearnerSupport } from '../lib/use-learner-support';
import { SupportChatPanel } from './support-chat-panel';
import '../lib/help-texts';

/** Where learners can write to a person. */
export const supportEmail = 'support@prepwise.test';

const faqKeys = ['activation', 'reset', 'free', 'languages'] as const;

/**
 * The help ("chat") widget of the authentication pages and of every page inside the app: a
 * floating button (with the number of unread replies) opening the FAQs and, below them, the
 * conversation with support.
 */
export function HelpWidget({
  bottom = 16,
  isInline = false,
}: {
  bottom?: number | string;
  /** In the page's flow at its end rather than floating (an authentication page on a phone). */
  isInline?: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, { toggle, close }] = useDisclosure(isSupportLinkOpened());
  const support = useLearnerSupport();
  const unread = support.thread?.conversation.unreadCount ?? 0;
  return (
    <Placement isInline={isInline} bottom={bottom}>
      {/* The unread badge wraps the whole popover, so the popover's target is the button itself
          (a div target would carry aria-haspopup/aria-expanded, which a div may not have). */}
      <Indicator label={unread} size={18} disabled={unread === 0 || isOpen} color="red" offset={6}>
        <Popover
          opened={isOpen}
          onChange={(opened) => (opened ? undefined : close())}
          position="top-end"
          width="min(380px, calc(100vw - 32px))"
          shadow="lg"
          radius="lg"
          trapFocus
          returnFocus
          withinPortal
        >
          <Popover.Target>
            <ActionIcon
              size={56}
              radius="xl"
              variant="filled"
              onClick={toggle}
              aria-label={
                isOpen ? t('help.close') : unread > 0 ? `${t('help.open')} (${unread})` : t('help.open')
              }
              aria-expanded={isOpen}
              aria-haspopup="dialog"
            >
              {isOpen ? <IconX size={26} aria-hidden /> : <IconMessageCircleQuestion size={28} aria-hidden />}
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown role="dialog" aria-labelledby="help-widget-title">
            <ScrollArea.Autosize mah="calc(100dvh - 140px)" type="auto" offsetScrollbars>
              <Stack gap="sm">
                <Title order={2} size="h4" id="help-widget-title">
                  {t('help.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('help.intro')}
                </Text>
                <Accordion variant="separated" radius="md">
                  {faqKeys.map((key) => (
                    <Accordion.Item key={key} value={key}>
                      <Accordion.Control>{t(`help.faq.${key}.question`)}</Accordion.Control>
                      <Accordion.Panel>
                        <Text size="sm">{t(`help.faq.${key}.answer`)}</Text>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
                <SupportChatPanel support={support} />
                <Text size="sm">
                  {t('help.contact')}{' '}
                  <Anchor href={`mailto:${supportEmail}`} inline>
                    <IconMail size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {supportEmail}
                  </Anchor>
                </Text>
              </Stack>
            </ScrollArea.Autosize>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
    </Placement>
  );
}

/** Floating at the bottom right, or (inline) at the end of the page, where it covers nothing. */
function Placement({
  isInline,
  bottom,
  children,
}: {
  isInline: boolean;
  bottom: number | string;
  children: ReactNode;
}) {
  if (isInline)
    return (
      <Group justify="flex-end" px="md" pb="md">
        {children}
      </Group>
    );
  return (
    <Affix position={{ bottom, right: 16 }} zIndex={150}>
      {children}
    </Affix>
  );
}
