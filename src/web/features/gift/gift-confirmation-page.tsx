import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { paths } from '../../../domain/paths';
import { PageContainer } from '../../components/page-container';
import { GiftOrderQuery } from './gift-operations';
import { formatMoney } from '../../../domain/money';

/** How often a pending order is read again, until the payment is confirmed. */
export const pendingPollMs = 3_000;

const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="subtitle2" sx={{ mt: 1.5 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * /gift/confirmation?reference=…: the order the buyer just paid for, read by its unguessable
 * reference, "Payment pending" (read again every few seconds) until the provider's verified event.
 */
export function GiftConfirmationPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: GiftOrderQuery,
    variables: { reference },
    pause: reference === '',
  });
  const order = data?.giftOrder;
  const pending = order?.status === 'PENDING';

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), pendingPollMs);
    return () => clearInterval(timer);
  }, [pending, reexecute]);

  const missing =
    reference === '' ||
    error?.graphQLErrors.some((problem) => problem.extensions?.code === 'NO_DATA_FOUND');
  const money = order
    ? formatMoney(order.receipt.amount, order.receipt.currency, i18n.language)
    : '';

  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h4" component="h1" gutterBottom>
        {t('gift.confirmation.title')}
      </Typography>
      <div>
        {missing && <Alert severity="warning">{t('gift.confirmation.missing')}</Alert>}
        {!missing && error && !fetching && (
          <Alert severity="error">{t('gift.confirmation.loadFailed')}</Alert>
        )}
        {order && (
          <Alert
            role="status"
            severity={order.status === 'REVOKED' ? 'warning' : pending ? 'info' : 'success'}
          >
            {t(`gift.confirmation.status.${order.status}`, {
              name: order.recipientName,
              date: formatDay(order.deliverOn, i18n.language),
            })}
          </Alert>
        )}
      </div>
      {order && (
        <>
          <Box component="dl" sx={{ my: 3 }}>
            <Detail term={t('gift.confirmation.what')}>
              {t('gift.confirmation.months', { count: order.months })}
            </Detail>
            <Detail term={t('gift.confirmation.for')}>
              {order.recipientName} ({order.recipientEmail})
            </Detail>
            <Detail term={t('gift.confirmation.from')}>{order.purchaserName}</Detail>
            <Detail term={t('gift.confirmation.deliverOn')}>
              {formatDay(order.deliverOn, i18n.language)}
            </Detail>
            {order.message && (
              <Detail term={t('gift.confirmation.message')}>{order.message}</Detail>
            )}
          </Box>
          <Typography variant="h5" component="h2">
            {t('gift.confirmation.receipt')}
          </Typography>
          <Box component="dl" sx={{ mb: 3 }}>
            <Detail term={t('gift.confirmation.receiptNumber')}>
              {order.receipt.receiptNumber}
            </Detail>
            <Detail term={t('gift.confirmation.amount')}>{money}</Detail>
            <Detail term={t('gift.confirmation.paidAt')}>
              {order.receipt.paidAt
                ? formatDay(order.receipt.paidAt.slice(0, 10), i18n.language)
                : t('gift.confirmation.notPaidYet')}
            </Detail>
          </Box>
        </>
      )}
      <Link component={RouterLink} to={paths.gift()}>
        {t('gift.confirmation.another')}
      </Link>
    </PageContainer>
  );
}
