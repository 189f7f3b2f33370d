import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { giftMessageMaxLength, type GiftOrderInput } from '../../../domain/gift';
import { apiLanguages, languages, type Language } from '../../../domain/language';
import { formatMoney } from '../../../domain/money';
import { FormTextField } from '../../components/form-text-field';
import { NativeSelectField } from '../../components/native-select-field';
import { PageContainer } from '../../components/page-container';
import { languageNames } from '../../lib/i18n';
import { useServices } from '../../lib/services';
import { giftFormResolver, localDay, type GiftFormValues } from './gift-form';
import { GiftPlansQuery, OrderGiftMutation } from './gift-operations';

/** Who buys or who receives: a name and an email, in a fieldset named by its legend. */
function PersonFields({
  control,
  who,
  children,
}: {
  control: Control<GiftFormValues, unknown, GiftOrderInput>;
  who: 'purchaser' | 'recipient';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const own = who === 'purchaser';
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {t(own ? 'gift.form.you' : 'gift.form.recipient')}
      </Typography>
      <FormTextField
        control={control}
        name={`${who}Name`}
        label={t(`gift.form.${who}Name`)}
        autoComplete={own ? 'name' : 'off'}
        fullWidth
      />
      <FormTextField
        control={control}
        name={`${who}Email`}
        type="email"
        label={t(`gift.form.${who}Email`)}
        autoComplete={own ? 'email' : 'off'}
        fullWidth
      />
      {children}
    </Stack>
  );
}

/** /gift: a gift of Premium bought without an account, then paid at the provider's checkout. */
export function GiftPage() {
  const { t, i18n } = useTranslation();
  const { loadPage } = useServices();
  const pageLanguage = (languages as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
  const [{ data: plansData, error: plansError }] = useQuery({ query: GiftPlansQuery });
  const terms = plansData?.plans.prices ?? [];
  const [{ fetching }, orderGift] = useMutation(OrderGiftMutation);
  const [problem, setProblem] = useState<'invalid' | 'failed' | null>(null);
  const { control, handleSubmit, setError } = useForm<GiftFormValues, unknown, GiftOrderInput>({
    resolver: giftFormResolver,
    defaultValues: {
      months: '3',
      purchaserName: '',
      purchaserEmail: '',
      recipientName: '',
      recipientEmail: '',
      message: '',
      deliverOn: localDay(),
      language: pageLanguage,
    },
  });
  const messageLength = useWatch({ control, name: 'message' }).length;

  const onSubmit = handleSubmit(
    async (input) => {
      setProblem(null);
      const result = await orderGift({
        input: { ...input, language: apiLanguages[input.language] },
      });
      const ordered = result.data?.gift.orderGift;
      if (ordered) {
        loadPage(ordered.checkoutUrl);
        return;
      }
      const refusal = result.error?.graphQLErrors[0]?.extensions;
      const field = refusal?.field as keyof GiftFormValues | undefined;
      if (refusal?.code === 'BAD_USER_INPUT' && field && field in input) {
        setError(field, { message: `gift.errors.${String(refusal.reason)}` });
        setProblem('invalid');
      } else {
        setProblem('failed');
      }
    },
    () => setProblem('invalid'),
  );

  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h4" component="h1" gutterBottom>
        {t('gift.form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('gift.form.intro')}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
        {problem && (
          <Alert severity="error">
            {problem === 'invalid' ? t('gift.form.invalid') : t('gift.form.failed')}
          </Alert>
        )}
        {plansError && <Alert severity="error">{t('gift.form.plansUnavailable')}</Alert>}
        <Controller
          control={control}
          name="months"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="gift-plan">{t('gift.form.plan')}</FormLabel>
              <RadioGroup aria-labelledby="gift-plan" {...field}>
                {terms.map((term) => (
                  <FormControlLabel
                    key={term.months}
                    value={String(term.months)}
                    control={<Radio />}
                    label={t('gift.form.planOption', {
                      count: term.months,
                      price: formatMoney(term.price.amount, term.price.currency, i18n.language),
                    })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <PersonFields control={control} who="purchaser" />
        <PersonFields control={control} who="recipient">
          <FormTextField
            control={control}
            name="message"
            label={t('gift.form.message')}
            multiline
            minRows={3}
            fullWidth
            helperText={t('gift.form.messageCount', {
              count: messageLength,
              maximum: giftMessageMaxLength,
            })}
            slotProps={{ htmlInput: { 'aria-required': false } }}
          />
          <FormTextField
            control={control}
            name="deliverOn"
            type="date"
            label={t('gift.form.deliverOn')}
            helperText={t('gift.form.deliverOnHelp')}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDay() } }}
          />
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <NativeSelectField
                label={t('gift.form.language')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                options={languages.map((language) => ({
                  value: language,
                  label: languageNames[language],
                }))}
              />
            )}
          />
        </PersonFields>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={fetching}
          disabled={terms.length === 0}
        >
          {t('gift.form.submit')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
