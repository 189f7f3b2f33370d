import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A list page's top: its heading with the page's actions beside it (under it on a phone), then a
 * line that says what the page holds.
 */
export function ListPageHeader({
  headingId,
  title,
  intro,
  children,
}: {
  /** The heading's id, which the list names itself by. */
  headingId: string;
  title: string;
  intro: string;
  /** The actions, main one last. */
  children: ReactNode;
}) {
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h1" id={headingId}>
          {title}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {children}
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
    </>
  );
}
