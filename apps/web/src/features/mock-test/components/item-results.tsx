import { Accordion, Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import type { MockReportItem } from '@prepwise/contracts';
import { useTranslation } from 'react-i18next';
import { EvidenceList, readEvidence } from '../../item-player';
import { TeacherReviewNote, useScorerMessage } from '../../scoring';
import { useMockT } from '../lib/use-mock-t';

/**
 * A short line for one record of AI evidence (its message in the learner's language, and the word
 * or phrase it is about).
 */
function evidenceLine(
  record: Record<string, unknown>,
  writeMessage: (message: unknown) => string,
): string | null {
  const message = writeMessage(record.message) || null;
  const subject = ['word', 'text', 'phrase', 'given']
    .map((key) => record[key])
    .find((value) => typeof value === 'string');
  const suggestion = typeof record.suggestion === 'string' ? record.suggestion : null;
  const parts = [
    subject ? `“${String(subject)}”` : null,
    message,
    suggestion ? `→ ${suggestion}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

function markColor(item: MockReportItem): string {
  if (item.status === 'UNANSWERED') return 'gray';
  if (item.max > 0 && item.score / item.max >= 0.5) return 'teal';
  return 'red';
}

function ItemDetail({ item }: { item: MockReportItem }) {
  const { mk } = useMockT();
  const writeMessage = useScorerMessage();
  const traits = Object.entries(item.traits ?? {});
  const marks = readEvidence(item);
  return (
    <Stack gap="sm">
      {item.status === 'UNANSWERED' && <Text size="sm">{mk('report.unanswered')}</Text>}
      {item.teacherReview && <TeacherReviewNote review={item.teacherReview} aiTraits={item.traits} />}
      {marks.length > 0 && <EvidenceList items={marks} />}
      {traits.length > 0 && (
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{mk('report.trait')}</Table.Th>
              <Table.Th ta="right">{mk('report.score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {traits.map(([name, trait]) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {mk(`trait.${name}`, { defaultValue: name })}
                  </Text>
                  <List size="xs" spacing={2}>
                    {trait.evidence.flatMap((record, index) => {
                      const line = evidenceLine(record, writeMessage);
                      return line ? [<List.Item key={index}>{line}</List.Item>] : [];
                    })}
                  </List>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {trait.score} / {trait.max}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * Every item of the mock: type, mark and status, with its evidence and AI traits on opening.
 * Objective items show their mark whether or not the mock was scored; open answers once scored.
 */
export function ItemResults({ items, isScored }: { items: MockReportItem[]; isScored: boolean }) {
  const { mk } = useMockT();
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" chevronPosition="right">
      {items.map((item) => (
        <Accordion.Item key={`${item.step}-${item.questionId}`} value={String(item.step)}>
          <Accordion.Control>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {/* The numbers the test showed (a passage 31–39), not the item's place in the list. */}
                {item.numbers.first === item.numbers.last
                  ? item.numbers.first
                  : `${item.numbers.first}–${item.numbers.last}`}
                . {t(`questionType.${item.type}`)}
              </Text>
              <Badge color={isScored || item.status === 'MARKED' ? markColor(item) : 'gray'} variant="light">
                {item.status === 'UNANSWERED'
                  ? mk('report.itemUnanswered')
                  : isScored || item.status === 'MARKED'
                    ? mk('report.itemScore', { score: item.score, max: item.max })
                    : mk('report.itemNotScored')}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <ItemDetail item={item} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
