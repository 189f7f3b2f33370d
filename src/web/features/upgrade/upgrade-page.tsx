import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { apiLanguages, pickLanguage } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import { PageContainer } from '../../components/page-container';
import { RetryAlert } from '../../components/retry-alert';
import { useServices } from '../../lib/services';
import { PlanCards } from './plan-cards';
import { PurchaseHistory } from './purchase-history';
import { RedeemGiftForm } from './redeem-gift-form';
import { BuyPremiumMutation, UpgradeQuery } from './upgrade-operations';
import { useCheckoutReturn } from './use-checkout-return';

type BuyProblem = 'accountNeeded' | 'notForSale' | 'buyFailed';

/**
 * /app/upgrade (decision 101): the plans side by side with Premium's price per term and "Buy", the
 * user's plan and its end date, the purchase history with receipts, and "Redeem a gift code". A
 * return from checkout reads the plan again until the verified payment shows.
 */
export function UpgradePage() {
  const { t, i18n } = useTranslation();
  const { loadPage } = useServices();
  const headingId = useId();
  const [params] = useSearchParams();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: UpgradeQuery });
  const [, buyPremium] = useMutation(BuyPremiumMutation);
  const [buying, setBuying] = useState<number | null>(null);
  const [buyProblem, setBuyProblem] = useState<BuyProblem | null>(null);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const checkout = params.get('checkout');
  const returnedPurchase = checkout === 'success' ? params.get('purchase') : null;
  const settledIds = useMemo(() => data?.purchases.map((purchase) => purchase.id), [data]);
  const confirmed = useCheckoutReturn(returnedPurchase, settledIds, refresh);

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  const onBuy = async (months: number) => {
    setBuying(months);
    setBuyProblem(null);
    const result = await buyPremium({
      months,
      language: apiLanguages[pickLanguage([i18n.language])],
    });
    const url = result.data?.plan.buyPremium.checkoutUrl;
    if (url) {
      loadPage(url);
      return;
    }
    const reason = result.error?.graphQLErrors[0]?.extensions?.reason;
    setBuyProblem(reason === 'accountNeeded' || reason === 'notForSale' ? reason : 'buyFailed');
    setBuying(null);
  };

  let checkoutMessage = null;
  if (checkout === 'success' && data) {
    checkoutMessage =
      confirmed && data.currentPlan.premiumUntil ? (
        <Alert severity="success" role="none">
          {t('upgrade.checkoutConfirmed', { date: date(data.currentPlan.premiumUntil) })}
        </Alert>
      ) : (
        <Alert severity="info" role="none">
          {t('upgrade.checkoutSuccess')}
        </Alert>
      );
  } else if (checkout === 'cancelled') {
    checkoutMessage = (
      <Alert severity="info" role="none">
        {t('upgrade.checkoutCancelled')}
      </Alert>
    );
  }

  let content;
  if (!data && error) {
    content = <RetryAlert message={t('upgrade.loadFailed')} onRetry={refresh} />;
  } else if (!data) {
    content = fetching ? <CircularProgress aria-label={t('common.loading')} /> : null;
  } else {
    const { plans, currentPlan, purchases } = data;
    content = (
      <>
        <Box component="section" aria-labelledby={`${headingId}-current`} sx={{ mb: 4 }}>
          <Typography variant="h2" id={`${headingId}-current`} sx={{ fontSize: '1.5rem', mb: 1 }}>
            {t('upgrade.currentHeading')}
          </Typography>
          <Typography>
            {currentPlan.premiumUntil
              ? t('upgrade.currentPremium', { date: date(currentPlan.premiumUntil) })
              : t('upgrade.currentFree')}
          </Typography>
        </Box>
        <Box component="section" aria-labelledby={`${headingId}-plans`}>
          <Typography variant="h2" id={`${headingId}-plans`} sx={{ fontSize: '1.5rem', mb: 2 }}>
            {t('upgrade.plansHeading')}
          </Typography>
          {plans.limited ? null : (
            <Alert severity="info" role="note" sx={{ mb: 2 }}>
              {t('upgrade.unlimited')}
            </Alert>
          )}
          <Box role="alert" sx={{ mb: buyProblem ? 2 : 0 }}>
            {buyProblem ? (
              <Alert
                role="none"
                severity={buyProblem === 'buyFailed' ? 'error' : 'info'}
                action={
                  buyProblem === 'accountNeeded' ? (
                    <Button
                      color="inherit"
                      component={RouterLink}
                      to={paths.signUp(paths.upgrade())}
                    >
                      {t('upgrade.createAccount')}
                    </Button>
                  ) : undefined
                }
              >
                {t(`upgrade.${buyProblem}`)}
              </Alert>
            ) : null}
          </Box>
          <PlanCards plans={plans} buying={buying} onBuy={(months) => void onBuy(months)} />
        </Box>
        <RedeemGiftForm initialCode={params.get('code') ?? ''} onRedeemed={refresh} />
        <PurchaseHistory purchases={purchases} />
      </>
    );
  }

  return (
    <PageContainer maxWidth="lg">
      <Typography variant="h1" id={headingId} sx={{ mb: 1 }}>
        {t('pages.upgrade')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('upgrade.intro')}
      </Typography>
      <Box role="status" aria-live="polite" sx={{ mb: checkoutMessage ? 3 : 0 }}>
        {checkoutMessage}
      </Box>
      {content}
    </PageContainer>
  );
}
