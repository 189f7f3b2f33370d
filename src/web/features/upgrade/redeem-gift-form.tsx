import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RedeemGiftMutation } from './upgrade-operations';

const reasons = ['giftCodeUnknown', 'giftCodeUsed', 'tooManyAttempts'] as const;
type Reason = (typeof reasons)[number];

type Outcome =
  | { kind: 'redeemed'; months: number; premiumUntil: string }
  | { kind: 'refused'; reason: Reason | 'required' | 'failed' };

/** "Redeem a gift code": the code from the gift email (or the address's `?code=`). */
export function RedeemGiftForm({
  initialCode,
  onRedeemed,
}: {
  initialCode: string;
  onRedeemed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [code, setCode] = useState(initialCode);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [{ fetching }, redeem] = useMutation(RedeemGiftMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setOutcome({ kind: 'refused', reason: 'required' });
      return;
    }
    const result = await redeem({ code: code.trim() });
    const answer = result.data?.gift.redeemGift;
    if (answer) {
      setOutcome({ kind: 'redeemed', ...answer });
      setCode('');
      onRedeemed();
      return;
    }
    const reason = result.error?.graphQLErrors[0]?.extensions?.reason;
    setOutcome({
      kind: 'refused',
      reason: reasons.includes(reason as Reason) ? (reason as Reason) : 'failed',
    });
  };

  const refused = outcome?.kind === 'refused' ? outcome.reason : null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('upgrade.redeem.heading')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            label={t('upgrade.redeem.label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={refused !== null}
            helperText={refused ? t(`upgrade.redeem.${refused}`) : t('upgrade.redeem.hint')}
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
            sx={{ flex: 1, width: '100%' }}
          />
          <Button type="submit" variant="outlined" disabled={fetching} sx={{ mt: { sm: 1 } }}>
            {fetching ? t('upgrade.redeem.redeeming') : t('upgrade.redeem.submit')}
          </Button>
        </Stack>
      </Box>
      <Box role="status" sx={{ mt: outcome?.kind === 'redeemed' ? 2 : 0 }}>
        {outcome?.kind === 'redeemed' ? (
          <Alert severity="success" role="none">
            {t('upgrade.redeem.success', {
              count: outcome.months,
              date: date(outcome.premiumUntil),
            })}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
