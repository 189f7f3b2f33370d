import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import type { PurchaseData } from './upgrade-operations';

/** Dates and amounts of a purchase, written in the app's language. */
export function usePurchaseText() {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return {
    date,
    item: (purchase: PurchaseData) =>
      purchase.kind === 'GIFT'
        ? t('checkout.item.gift', { count: purchase.months })
        : t('checkout.item.premium', { count: purchase.months }),
    amount: (purchase: PurchaseData) =>
      formatMoney(purchase.price.amount, purchase.price.currency, i18n.language),
    status: (purchase: PurchaseData) => t(`upgrade.status.${purchase.status}`),
  };
}

function ReceiptDialog({ purchase, onClose }: { purchase: PurchaseData; onClose: () => void }) {
  const { t } = useTranslation();
  const text = usePurchaseText();
  const rows: Array<[string, string]> = [
    [t('upgrade.receipt.number'), purchase.receiptNumber],
    [t('upgrade.receipt.date'), text.date(purchase.paidAt ?? purchase.createdAt)],
    [t('upgrade.receipt.item'), text.item(purchase)],
    [t('upgrade.receipt.amount'), text.amount(purchase)],
    [t('upgrade.receipt.status'), text.status(purchase)],
    [t('upgrade.receipt.email'), purchase.email],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('upgrade.receipt.title', { number: purchase.receiptNumber })}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ mb: 1.5 }}>
              <Typography component="dt" variant="subtitle2">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.print()}>{t('upgrade.receipt.print')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('upgrade.receipt.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The user's purchases, newest first, each with its receipt. */
export function PurchaseHistory({ purchases }: { purchases: readonly PurchaseData[] }) {
  const { t } = useTranslation();
  const text = usePurchaseText();
  const headingId = useId();
  const [shown, setShown] = useState<PurchaseData | null>(null);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('upgrade.historyHeading')}
      </Typography>
      {purchases.length === 0 ? (
        <Typography color="text.secondary">{t('upgrade.historyEmpty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('upgrade.columns.date')}</TableCell>
                <TableCell>{t('upgrade.columns.item')}</TableCell>
                <TableCell>{t('upgrade.columns.amount')}</TableCell>
                <TableCell>{t('upgrade.columns.status')}</TableCell>
                <TableCell>{t('upgrade.columns.receipt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {purchases.map((purchase) => (
                <TableRow key={purchase.id}>
                  <TableCell>{text.date(purchase.paidAt ?? purchase.createdAt)}</TableCell>
                  <TableCell>{text.item(purchase)}</TableCell>
                  <TableCell>{text.amount(purchase)}</TableCell>
                  <TableCell>{text.status(purchase)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setShown(purchase)}>
                      {t('upgrade.viewReceipt', { number: purchase.receiptNumber })}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {shown ? <ReceiptDialog purchase={shown} onClose={() => setShown(null)} /> : null}
    </Box>
  );
}
