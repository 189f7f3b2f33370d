import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import type { PlanFeaturesData, UpgradeData } from './upgrade-operations';

interface Feature {
  text: string;
  included: boolean;
}

/** What a plan allows, as the list its card shows. */
function featureList(t: TFunction, plan: PlanFeaturesData, premium: PlanFeaturesData): Feature[] {
  const flag = (included: boolean, name: string): Feature => ({
    included,
    text: included ? name : t('upgrade.features.notIncluded', { feature: name }),
  });
  const templates =
    plan.templates.length >= premium.templates.length
      ? t('upgrade.features.allTemplates')
      : t('upgrade.features.templates', {
          list: plan.templates
            .map((template) => t(`documents.design.templates.${template as 'classic'}.name`))
            .join(', '),
        });
  return [
    {
      included: true,
      text:
        plan.resumes === null
          ? t('upgrade.features.unlimitedResumes')
          : t('upgrade.features.resumes', { count: plan.resumes }),
    },
    {
      included: true,
      text:
        plan.coverLetters === null
          ? t('upgrade.features.unlimitedCoverLetters')
          : t('upgrade.features.coverLetters', { count: plan.coverLetters }),
    },
    { included: true, text: templates },
    flag(plan.docx, t('upgrade.features.docx')),
    flag(plan.savvySearch, t('upgrade.features.savvySearch')),
    flag(plan.shareViewCounts, t('upgrade.features.shareViewCounts')),
  ];
}

function PlanCard({
  name,
  price,
  features,
  children,
}: {
  name: string;
  price: string | null;
  features: Feature[];
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ flex: 1, minWidth: 0 }}
    >
      <CardContent>
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1.5rem', mb: 1 }}>
          {name}
        </Typography>
        {price ? <Typography sx={{ mb: 2 }}>{price}</Typography> : null}
        <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
          {t('upgrade.includes', { plan: name })}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {features.map((feature) => (
            <Box
              component="li"
              key={feature.text}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 0.5 }}
            >
              {feature.included ? (
                <CheckIcon fontSize="small" color="success" aria-hidden />
              ) : (
                <RemoveIcon fontSize="small" color="disabled" aria-hidden />
              )}
              <span>{feature.text}</span>
            </Box>
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The plans side by side: what Free and Premium include, and Premium's price per term with a "Buy"
 * button for each (when this server sells it).
 */
export function PlanCards({
  plans,
  buying,
  onBuy,
}: {
  plans: UpgradeData['plans'];
  /** The term whose checkout is being opened. */
  buying: number | null;
  onBuy: (months: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const free = featureList(t, plans.free, plans.premium);
  const premium = featureList(t, plans.premium, plans.premium);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 4 }}>
      <PlanCard name={t('upgrade.free')} price={t('upgrade.freePrice')} features={free} />
      <PlanCard name={t('upgrade.premium')} price={null} features={premium}>
        {plans.forSale ? (
          <Stack spacing={1.5}>
            {plans.prices.map(({ months, price }) => (
              <Stack
                key={months}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                <Typography>
                  {t('upgrade.price', {
                    count: months,
                    price: formatMoney(price.amount, price.currency, i18n.language),
                  })}
                </Typography>
                <Button
                  variant="contained"
                  disabled={buying !== null}
                  onClick={() => onBuy(months)}
                >
                  {buying === months ? t('upgrade.opening') : t('upgrade.buy', { count: months })}
                </Button>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('upgrade.notForSale')}</Typography>
        )}
      </PlanCard>
    </Stack>
  );
}
