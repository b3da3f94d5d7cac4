import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { languages, type AdminIntroPage } from '@prepwise/contracts';
import { PlainList } from '../../../../components/lists/plain-list';
import { languageNames } from '../../../../lib/i18n';
import { adminMocksKey, applyAdminIntroPageAction } from '../../api/admin-mocks-api';
import { useMocksT } from '../../lib/use-mocks-t';
import { ActivationToggle } from '../activation-toggle';

/** The languages an admin wrote texts for on a page. */
const translatedInto = (page: AdminIntroPage) => languages.filter((language) => page.translations[language]);

/** The intro pages as cards: image, title, kind, blueprint and size, package, state; edit and show/hide. */
export function IntroPageList({
  pages,
  onEdit,
}: {
  pages: AdminIntroPage[];
  onEdit: (page: AdminIntroPage) => void;
}) {
  const { mct } = useMocksT();
  return (
    <PlainList aria-label={mct('list.label')}>
      {pages.map((page) => (
        <li key={page.id}>
          <Card withBorder radius="md" padding="sm" data-testid="admin-intro-page">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
                {page.imageUrl && (
                  <Image src={page.imageUrl} alt="" w={72} h={48} radius="sm" fit="cover" visibleFrom="xs" />
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {page.title}
                    </Text>
                    <Badge variant="light" tt="none">
                      {page.kind}
                    </Badge>
                    {!page.activated && (
                      <Badge variant="light" color="gray" tt="none">
                        {mct('list.hidden')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {mct(`blueprint.${page.blueprint}`)} ·{' '}
                    {mct('list.size', { count: page.totalQuestions, minutes: page.minutes })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {page.packageName
                      ? mct('list.package', { name: page.packageName })
                      : mct('list.noPackage')}
                  </Text>
                  {translatedInto(page).length > 0 && (
                    <Text size="sm" c="dimmed">
                      {mct('list.translated', {
                        languages: translatedInto(page)
                          .map((language) => languageNames[language])
                          .join(', '),
                      })}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onEdit(page)}
                  aria-label={mct('list.editLabel', { title: page.title })}
                >
                  {mct('list.edit')}
                </Button>
                <ActivationToggle
                  isActive={page.activated}
                  apply={(action) => applyAdminIntroPageAction(page.id, action)}
                  listKey={adminMocksKey}
                  text={(action) => mct(`list.${action}`)}
                  label={(action) => mct(`list.${action}Label`, { title: page.title })}
                />
              </Group>
            </Group>
          </Card>
        </li>
      ))}
    </PlainList>
  );
}
