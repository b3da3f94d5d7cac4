import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';
import { useScoringT } from '../lib/use-scoring-t';

/** How to get AI-scoring credits: the marketplace (bundles, packs, voucher codes). */
export function GetCreditsHelp() {
  const { st } = useScoringT();
  return (
    <Stack gap={4}>
      <Text size="sm">{st('request.howToGet')}</Text>
      <Anchor component={Link} to={paths.marketplace} size="sm" fw={600}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconShoppingCart size={16} aria-hidden />
          {st('request.buyCredits')}
        </Group>
      </Anchor>
    </Stack>
  );
}

/** What scoring costs and the credits left (`left` undefined while loading). */
export function ScoringCost({ cost, left }: { cost: number; left: number | undefined }) {
  const { st } = useScoringT();
  return (
    <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
      <Text size="sm" fw={700} data-testid="scoring-cost">
        {st('request.cost', { count: cost })}
      </Text>
      <Text size="sm" data-testid="scoring-left">
        {left === undefined ? st('request.leftLoading') : st('request.left', { count: left })}
      </Text>
    </Group>
  );
}

/**
 * Why a scoring request cannot go (too few credits, with where to get more) or did not go through:
 * the same alerts on the history page and in the player.
 */
export function ScoringRequestProblems({
  left,
  noCredits,
  failed,
}: {
  left: number | undefined;
  noCredits: boolean;
  failed: boolean;
}) {
  const { st } = useScoringT();
  return (
    <>
      {noCredits && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Stack gap={4}>
            <Text size="sm">
              {left === 0 || left === undefined ? st('request.noCredits') : st('request.notEnough')}
            </Text>
            <GetCreditsHelp />
          </Stack>
        </Alert>
      )}
      {failed && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {st('request.failed')}
        </Alert>
      )}
    </>
  );
}
