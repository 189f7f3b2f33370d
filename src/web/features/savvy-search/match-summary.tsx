import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BandChip } from '../../components/match-band';
import { gapOfFields, gapText, partTexts } from '../../components/match-explanation';
import { adjustmentText, evidenceAddress } from './match-description';
import type { JobMatch, MatchAdjustment } from './savvy-search-operations';

/** A short list under a small heading that names it. */
function LabelledList({ label, items }: { label: string; items: ReactNode[] }) {
  const id = useId();
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3" id={id}>
        {label}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {items}
      </Box>
    </Box>
  );
}

/**
 * The proof: each requirement the library proves, with the events that prove it (each links to
 * its page in the library, its bullet quoted as text), then the requirements it does not show.
 */
function Proof({ match }: { match: JobMatch }) {
  const { t } = useTranslation();
  const kind = (required: boolean) =>
    t(required ? 'savvy.proof.required' : 'savvy.proof.preferred');
  return (
    <>
      {match.matched.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('savvy.proof.none')}
        </Typography>
      ) : (
        <LabelledList
          label={t('savvy.proof.matched')}
          items={match.matched.map((requirement) => (
            <li key={requirement.skill}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t('savvy.proof.skill', {
                  skill: requirement.skill,
                  kind: kind(requirement.required),
                })}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {requirement.evidence.map((evidence, index) => (
                  <li key={`${evidence.eventId}-${evidence.itemId ?? ''}-${index}`}>
                    <Typography variant="body2" component="span">
                      <Link
                        component={RouterLink}
                        to={evidenceAddress(evidence.eventKind, evidence.eventId)}
                      >
                        {evidence.label}
                      </Link>
                      {evidence.text !== '' && (
                        <>
                          {' '}
                          <Box component="q" sx={{ quotes: 'none', color: 'text.secondary' }}>
                            {t('savvy.proof.quoted', { text: evidence.text })}
                          </Box>
                        </>
                      )}
                    </Typography>
                  </li>
                ))}
              </Box>
            </li>
          ))}
        />
      )}
      {match.missing.length > 0 && (
        <LabelledList
          label={t('savvy.proof.missing')}
          items={match.missing.map((requirement) => (
            <li key={requirement.skill}>
              <Typography variant="body2">
                {t('savvy.proof.skill', {
                  skill: requirement.skill,
                  kind: kind(requirement.required),
                })}
              </Typography>
            </li>
          ))}
        />
      )}
    </>
  );
}

/**
 * How a result matches the user's library: its band (text and colour), the parts that made it
 * in words, why it is not higher, how the user's own saves and hides moved it, and the proof on
 * demand.
 */
export const MatchSummary = memo(function MatchSummary({
  match,
  adjustment,
}: {
  match: JobMatch;
  adjustment: MatchAdjustment | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const proofId = useId();
  const partsId = useId();
  const parts = partTexts(t, match);
  const gap = match.biggestGap && gapOfFields(match.biggestGap);
  return (
    <Box sx={{ mt: 1.5 }}>
      <BandChip size="small" band={match.band} />
      {parts.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" id={partsId} sx={{ mt: 1 }}>
            {t('savvy.parts.label')}
          </Typography>
          <Stack
            component="ul"
            aria-labelledby={partsId}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0, sm: 2 }}
            useFlexGap
            sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
          >
            {parts.map((part) => (
              <Typography component="li" variant="body2" key={part.name}>
                {t('savvy.parts.line', { name: part.label, value: part.value })}
              </Typography>
            ))}
          </Stack>
        </>
      )}
      {gap && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('match.whyNotHigher')} {gapText(t, gap, 'library')}
        </Typography>
      )}
      {adjustment && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {adjustment.kind === 'LIKE_SAVED' ? (
            <ArrowUpward fontSize="small" aria-hidden="true" />
          ) : (
            <ArrowDownward fontSize="small" aria-hidden="true" />
          )}
          {adjustmentText(t, adjustment)}
        </Typography>
      )}
      <Button
        size="small"
        sx={{ mt: 1, ml: -0.5 }}
        aria-expanded={open}
        aria-controls={proofId}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setOpen((value) => !value)}
      >
        {t('savvy.proof.show')}
      </Button>
      <Box id={proofId} hidden={!open}>
        {open && <Proof match={match} />}
      </Box>
    </Box>
  );
});
