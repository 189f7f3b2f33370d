import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../domain/money';
import { PageContainer } from '../../components/page-container';
import { useServices } from '../../lib/services';

/** What the server tells the page about a test checkout session. */
interface TestSession {
  description: string;
  amount: number;
  currency: string;
  cancelUrl: string;
}

const refusals = [
  'cardDeclined',
  'insufficientFunds',
  'invalidNumber',
  'unknownTestCard',
  'invalidExpiry',
  'invalidCvc',
] as const;
type Refusal = (typeof refusals)[number];

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'open'; session: TestSession };

/**
 * /checkout/test (decision 101): the built-in test provider's checkout, public (a gift's buyer has
 * no account) and clearly marked as a test payment. A test card that pays completes through the
 * same signed webhook as a real provider's payment; then the buyer goes to the success address.
 */
export function TestCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { loadPage } = useServices();
  const [params] = useSearchParams();
  const token = params.get('session') ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<Refusal | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    void fetch(`/api/payments/test/checkout?${new URLSearchParams({ session: token })}`)
      .then(async (response) => {
        if (!current) return;
        if (!response.ok) setLoad({ state: 'missing' });
        else setLoad({ state: 'open', session: (await response.json()) as TestSession });
      })
      .catch(() => current && setLoad({ state: 'missing' }));
    return () => {
      current = false;
    };
  }, [token]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setPaying(true);
    setProblem(null);
    try {
      const response = await fetch('/api/payments/test/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: token, ...card }),
      });
      const body = (await response.json()) as { redirectTo?: string; reason?: string };
      if (response.ok && body.redirectTo) {
        loadPage(body.redirectTo);
        return;
      }
      setProblem(refusals.includes(body.reason as Refusal) ? (body.reason as Refusal) : 'failed');
    } catch {
      setProblem('failed');
    }
    setPaying(false);
  };

  const field = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setCard((current) => ({ ...current, [name]: event.target.value })),
    required: true,
    fullWidth: true,
  });

  let content;
  if (load.state === 'loading') {
    content = <CircularProgress aria-label={t('common.loading')} />;
  } else if (load.state === 'missing') {
    content = <Alert severity="error">{t('checkout.notFound')}</Alert>;
  } else {
    const { session } = load;
    const amount = formatMoney(session.amount, session.currency, i18n.language);
    content = (
      <>
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle2">{t('checkout.summary')}</Typography>
          <Typography>{session.description}</Typography>
          <Typography sx={{ mt: 1 }}>
            {t('checkout.total')}: <strong>{amount}</strong>
          </Typography>
        </Box>
        <Box component="form" onSubmit={(event) => void pay(event)}>
          <Stack spacing={2}>
            <TextField
              label={t('checkout.cardNumber')}
              {...field('number')}
              autoComplete="cc-number"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('checkout.expiry')}
                {...field('expiry')}
                autoComplete="cc-exp"
                slotProps={{ htmlInput: { maxLength: 7 } }}
              />
              <TextField
                label={t('checkout.cvc')}
                {...field('cvc')}
                autoComplete="cc-csc"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              />
            </Stack>
            <Box role="alert">
              {problem ? (
                <Alert severity="error" role="none">
                  {problem === 'failed' ? t('checkout.failed') : t(`checkout.declined.${problem}`)}
                </Alert>
              ) : null}
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={paying}>
              {paying ? t('checkout.paying') : t('checkout.pay', { amount })}
            </Button>
            <Link href={session.cancelUrl}>{t('checkout.cancel')}</Link>
          </Stack>
        </Box>
      </>
    );
  }

  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('checkout.title')}
      </Typography>
      <Alert severity="warning" role="note" sx={{ mb: 3 }}>
        {t('checkout.testBanner')}
      </Alert>
      {content}
    </PageContainer>
  );
}
