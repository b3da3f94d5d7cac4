import { Accordion, ActionIcon, Affix, Anchor, Popover, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconMessageCircleQuestion, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Where learners can write to a person. */
export const supportEmail = 'support@prepwise.test';

const faqKeys = ['activation', 'reset', 'free', 'languages'] as const;

/** The help ("chat") widget of the authentication pages: a floating button opening FAQs and a contact address. */
export function HelpWidget() {
  const { t } = useTranslation();
  const [isOpen, { toggle, close }] = useDisclosure(false);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Popover
        opened={isOpen}
        onChange={(opened) => (opened ? undefined : close())}
        position="top-end"
        width="min(360px, calc(100vw - 32px))"
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
            aria-label={isOpen ? t('help.close') : t('help.open')}
            aria-expanded={isOpen}
            aria-haspopup="dialog"
          >
            {isOpen ? <IconX size={26} aria-hidden /> : <IconMessageCircleQuestion size={28} aria-hidden />}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby="help-widget-title">
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
            <Text size="sm">
              {t('help.contact')}{' '}
              <Anchor href={`mailto:${supportEmail}`} inline>
                <IconMail size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {supportEmail}
              </Anchor>
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}
