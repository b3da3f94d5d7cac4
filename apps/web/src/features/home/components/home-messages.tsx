import { ActionIcon, Button, Group, Image, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isLanguage } from '../../../lib/i18n';
import { firstLoginQueryOptions } from '../../../lib/session/session-queries';
import { useSession } from '../../../lib/session/use-session';
import type { ShownHomeMessage, ShownHomeMessages } from '@prepwise/contracts';
import { dismissHomeMessage, homeMessagesKey, homeMessagesQueryOptions } from '../api/home-messages.api';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useHomeMessagesT } from '../lib/use-home-messages-t';

/**
 * The admins' banner (inline) and popup (a dialog) for this learner, in their language. Closing
 * either hides it at once and tells the server, which remembers it for every device; a failed
 * call shows it again next time. Nothing is shown while loading or when the call fails. The popup
 * waits while the first-visit welcome popup is open (one dialog at a time).
 */
export function HomeMessages() {
  const { ht, language } = useHomeMessagesT();
  const shownLanguage = isLanguage(language) ? language : 'en';
  const queryClient = useQueryClient();
  const options = homeMessagesQueryOptions(shownLanguage);
  const messages = useQuery(options);
  const dismiss = useMutation({
    mutationFn: (message: ShownHomeMessage) => dismissHomeMessage(message.id),
    onMutate: (message) => {
      queryClient.setQueriesData<ShownHomeMessages>({ queryKey: homeMessagesKey }, (current) =>
        current ? { ...current, [message.kind]: null } : current,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: homeMessagesKey }),
  });
  const email = useSession().session?.user.email ?? '';
  const firstLogin = useQuery({ ...firstLoginQueryOptions(email), enabled: false });
  const isWelcoming = firstLogin.data?.firstLogin === true;
  const banner = messages.data?.banner;
  const popup = messages.data?.popup;
  const isPopupOpen = Boolean(popup) && !isWelcoming;
  // The dialog is built when a popup first shows (see useOpenedOnce).
  const popupWasOpened = useOpenedOnce(isPopupOpen);

  return (
    <>
      {banner && (
        <Paper
          withBorder
          radius="lg"
          p="md"
          component="section"
          aria-label={ht('home.announcement')}
          data-testid="home-message-banner"
          lang={banner.language}
        >
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <IconSpeakerphone size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {banner.title}
              </Title>
              {banner.body && (
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{banner.body}</Text>
              )}
              {banner.imageUrl && <Image src={banner.imageUrl} alt="" radius="md" mah={240} fit="contain" />}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => dismiss.mutate(banner)}
              aria-label={ht('home.dismiss')}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      )}
      {popupWasOpened && (
        <Modal
          opened={isPopupOpen}
          onClose={() => popup && dismiss.mutate(popup)}
          title={popup?.title}
          closeButtonProps={{ 'aria-label': ht('home.close') }}
          centered
          radius="lg"
        >
          {popup && (
            <Stack gap="md" lang={popup.language}>
              {popup.imageUrl && <Image src={popup.imageUrl} alt="" radius="md" mah={280} fit="contain" />}
              {popup.body && <Text style={{ whiteSpace: 'pre-line' }}>{popup.body}</Text>}
              <Button fullWidth onClick={() => dismiss.mutate(popup)}>
                {ht('home.gotIt')}
              </Button>
            </Stack>
          )}
        </Modal>
      )}
    </>
  );
}
