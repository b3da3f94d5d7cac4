import { Anchor, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { QueryStates } from '../../../components/ui/query-states';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { surveySummaryQueryOptions, type SurveyFilters } from '../api/admin-survey-api';
import { useAdminT } from '../lib/use-admin-t';

/** How many answered and their average stars, overall and for the most answered pages. */
export function SurveySummaryCard({
  filters,
  withLink = false,
}: {
  filters: SurveyFilters;
  /** A link to every answer (on the analytics page). */
  withLink?: boolean;
}) {
  const { at, language } = useAdminT();
  const id = useId();
  const summary = useQuery(surveySummaryQueryOptions(filters));
  return (
    <QueryStates
      query={summary}
      errorMessage={at('survey.summaryFailed')}
      loading={<Skeleton height={120} radius="md" />}
    >
      {({ count, average, byPage }) => (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
          <Stack gap="xs">
            <Title order={2} size="h4" id={id}>
              {at('survey.summary')}
            </Title>
            <Text data-testid="survey-average">
              {average === null
                ? at('survey.noAverage')
                : at('survey.average', {
                    average: average.toLocaleString(language, { maximumFractionDigits: 2 }),
                    count,
                    answers: formatCount(count, language),
                  })}
            </Text>
            {byPage.length > 0 && (
              <TableScroll minWidth={320}>
                <Table verticalSpacing="xs" aria-label={at('survey.byPage')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{at('survey.page')}</Table.Th>
                      <Table.Th scope="col">{at('survey.answers')}</Table.Th>
                      <Table.Th scope="col">{at('survey.averageColumn')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {byPage.slice(0, 10).map((row) => (
                      <Table.Tr key={row.page ?? ''}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          {row.page ?? at('survey.noPage')}
                        </Table.Td>
                        <Table.Td>{formatCount(row.count, language)}</Table.Td>
                        <Table.Td>
                          {row.average.toLocaleString(language, { maximumFractionDigits: 2 })}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
            {withLink && (
              <Anchor component={Link} to={paths.adminSurvey} size="sm">
                {at('survey.allAnswers')}
              </Anchor>
            )}
          </Stack>
        </Card>
      )}
    </QueryStates>
  );
}
