import { Alert, Button, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AccessControl } from '@prepwise/contracts';
import { paths } from '../../../lib/routes';
import { accessControlQueryOptions } from '../../../lib/session/session-queries';
import { useAuth } from '../../../lib/session/auth-context';
import { useMockT } from '../lib/use-mock-t';

/** Why a mock cannot be scored now, as the server's refusal code, or null when it can (or is unknown). */
export function scoreRefusalOf(
  access: AccessControl | undefined,
): 'error.freeModeNoScoring' | 'error.noScoredMocksLeft' | null {
  if (!access) return null;
  if (access.roles.includes('ROLE_FREE_MEMBER')) return 'error.freeModeNoScoring';
  if (access.numberScoreMock === 0) return 'error.noScoredMocksLeft';
  return null;
}

/**
 * What Score costs and whether it can be done: one scored mock and how many are left, or (free
 * mode, none left) the reason it cannot, with the way to the shop instead of the Score button.
 */
export function useScoreConfirm() {
  const { mk, i18n } = useMockT();
  const { token } = useAuth();
  const access = useQuery(accessControlQueryOptions(token));
  const refusal = scoreRefusalOf(access.data);
  const text = access.isLoading ? (
    <Skeleton height={40} />
  ) : refusal ? (
    <Alert color="yellow" variant="light" role="alert">
      {i18n.t(refusal, { ns: 'translation' })}
    </Alert>
  ) : (
    <Text>
      {access.isSuccess
        ? mk('confirm.scoreText', { count: access.data.numberScoreMock })
        : mk('confirm.scoreTextUnknown')}
    </Text>
  );
  const replaceConfirm = refusal ? (
    <Button component={Link} to={paths.marketplace} data-autofocus>
      {i18n.t('common.toShop', { ns: 'translation' })}
    </Button>
  ) : access.isLoading ? (
    <Button disabled>{mk('action.score')}</Button>
  ) : undefined;
  return { text, replaceConfirm };
}
