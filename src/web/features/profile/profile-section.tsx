import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { ResultOf } from '../../lib/graphql';
import type { ProfileQuery } from './profile-operations';

export type ProfileMe = ResultOf<typeof ProfileQuery>['me'];

/** One titled part of the profile page. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A form's outcome: what went wrong (announced at once), or what it did (announced politely). */
export function FormOutcome({
  error,
  success,
  severity = 'success',
}: {
  error: string | null;
  success: string | null;
  severity?: 'success' | 'info';
}) {
  return (
    <>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {success ? (
        <Alert severity={severity} role="status">
          {success}
        </Alert>
      ) : null}
    </>
  );
}

/** A form's submit button, on its own line. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={busy}>
        {label}
      </Button>
    </Box>
  );
}
