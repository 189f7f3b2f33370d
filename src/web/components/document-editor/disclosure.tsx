import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography, { type TypographyProps } from '@mui/material/Typography';

/**
 * A heading whose text is the button that opens and collapses what follows it (the disclosure
 * pattern: `aria-expanded`, `aria-controls`; the heading level stays in the outline).
 */
export function DisclosureHeading({
  level,
  open,
  onToggle,
  controls,
  title,
  variant,
  sx,
}: {
  level: 'h2' | 'h3';
  open: boolean;
  onToggle: () => void;
  /** The id of the part it opens. */
  controls: string;
  title: string;
  variant?: TypographyProps['variant'];
  sx?: TypographyProps['sx'];
}) {
  return (
    <Typography component={level} variant={variant} sx={{ flex: 1, minWidth: 0, ...sx }}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={controls}
        data-action="toggle"
        onClick={onToggle}
        sx={{
          font: 'inherit',
          textAlign: 'start',
          justifyContent: 'flex-start',
          alignItems: 'flex-start',
          gap: 0.5,
          width: '100%',
          borderRadius: 1,
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <ExpandMore
          aria-hidden
          fontSize="small"
          sx={{
            mt: '0.15em',
            transition: 'transform 150ms',
            transform: open ? 'none' : 'rotate(-90deg)',
          }}
        />
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Box>
      </ButtonBase>
    </Typography>
  );
}
