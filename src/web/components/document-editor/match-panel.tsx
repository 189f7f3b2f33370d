import Alert from '@mui/material/Alert';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  memo,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BandChip } from '../match-band';
import { gapText, partTexts } from '../match-explanation';
import { Link as RouterLink } from 'react-router';
import type {
  JobMatch,
  MatchBand,
  MatchEvidence,
  MatchedRequirement,
} from '../../../domain/job-match';
import { paths } from '../../../domain/paths';
import type { ResumeLibrary } from '../../../domain/resume';
import { useAnnounce } from './announcer';
import type { DocumentDraft, DraftChange } from './document-draft';
import { useDraft, useEdit } from './edit-context';
import type { MatchDocument, PanelMatch, createMatcher } from './match-panel-compute';
import { requestTargetJobDescription } from './target-job-editor';

/** What one click does for a requirement the library proves and the document hides. */
export interface MatchAction {
  kind: 'SHOW_BULLET' | 'LIBRARY_WORDING' | 'ADD_ENTRY' | 'ADD_SKILL';
  /** The edit, through the editor's history (so undo, redo and autosave follow). */
  change: DraftChange<DocumentDraft>;
}

export interface MatchPanelProps {
  /** The whole library, or null while it loads. */
  library: ResumeLibrary | null;
  /** The target job's field that holds its title (a resume's `title`, a letter's `position`). */
  titleField: string;
  /**
   * The part of the draft the document shows (its content): the same object until it changes,
   * so the panel reads it without re-rendering on other edits.
   */
  shownPart: (draft: DocumentDraft) => unknown;
  /** What that part shows, for the engine. */
  documentOf: (part: unknown, library: ResumeLibrary) => MatchDocument;
  /** The one-click edit that shows a proof in the document, if the kind has one. */
  actionFor?: (
    evidence: MatchEvidence,
    part: unknown,
    library: ResumeLibrary,
  ) => MatchAction | null;
}

/** How long the panel waits after the last edit before matching again. */
export const matchDelayMs = 300;

type Matcher = ReturnType<typeof createMatcher>;

/**
 * The engine, loaded apart so the editor's first paint does not wait for the skill dictionary,
 * and only once there is something to match (a library and a job description).
 */
function useMatcher(wanted: boolean): Matcher | null {
  const [matcher, setMatcher] = useState<Matcher | null>(null);
  const loading = matcher !== null || wanted;
  useEffect(() => {
    if (!loading) return;
    let cancelled = false;
    void import('./match-panel-compute').then(({ createMatcher }) => {
      if (!cancelled) setMatcher((known: Matcher | null) => known ?? createMatcher());
    });
    return () => {
      cancelled = true;
    };
  }, [loading]);
  return matcher;
}

/**
 * `value` once it has stayed the same for `delay` ms (at once the first time), as a transition,
 * so a keystroke in the meantime goes first.
 */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => startTransition(() => setSettled(value)), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}

const today = () => new Date().toISOString().slice(0, 10);

const jobField = (draft: DocumentDraft, field: string) =>
  (draft.targetJob as Record<string, string | undefined>)[field] ?? '';

/**
 * The "Match" panel of a document editor: how the document matches its target job's description
 * (the job match engine, src/domain/job-match.ts) — the band and its parts, why it is not higher,
 * the requirements the document covers, those the library proves but the document hides (with a
 * click that shows the proof), and those the library lacks (with a link to add them). It matches
 * again once the user pauses (`matchDelayMs`), off the keystroke's path, and announces a new band
 * in the editor's live region.
 */
export const MatchPanel = memo(function MatchPanel({
  library,
  titleField,
  shownPart,
  documentOf,
  actionFor,
}: MatchPanelProps) {
  const { t } = useTranslation();
  const title = useDraft((draft) => jobField(draft, titleField));
  const description = useDraft((draft) => jobField(draft, 'description'));
  const part = useDraft(shownPart);
  const matcher = useMatcher(library !== null && description.trim() !== '');
  const input = useMemo(() => ({ title, description, part }), [title, description, part]);
  const settled = useSettled(input, matchDelayMs);
  const [day] = useState(today);

  const result = useMemo<PanelMatch | null>(() => {
    if (!matcher || !library || settled.description.trim() === '') return null;
    return matcher({
      title: settled.title,
      description: settled.description,
      library,
      document: documentOf(settled.part, library),
      today: day,
    });
  }, [matcher, library, settled, documentOf, day]);

  const announce = useAnnounce();
  const band = result && !result.noSkills ? result.match.band : null;
  const lastBand = useRef<MatchBand | null>(null);
  useEffect(() => {
    if (band === null) return;
    if (lastBand.current !== null && lastBand.current !== band) {
      announce(t('match.announce', { band: t(`match.band.${band}`) }));
    }
    lastBand.current = band;
  }, [announce, band, t]);

  if (description.trim() === '') {
    return (
      <Alert
        severity="info"
        // A standing hint, not an alert: screen readers meet it in the panel.
        role="note"
        action={
          <Button color="inherit" size="small" onClick={requestTargetJobDescription}>
            {t('match.noDescription.action')}
          </Button>
        }
      >
        {t('match.noDescription.text')}
      </Alert>
    );
  }
  if (!result) {
    return <Typography color="text.secondary">{t('match.loading')}</Typography>;
  }
  if (result.noSkills) {
    return <Typography color="text.secondary">{t('match.noSkills')}</Typography>;
  }
  return (
    <MatchView
      result={result}
      actionOf={
        actionFor && library ? (evidence) => actionFor(evidence, part, library) : () => null
      }
      canAct={actionFor !== undefined}
    />
  );
});

function MatchView({
  result,
  actionOf,
  canAct,
}: {
  result: PanelMatch;
  actionOf: (evidence: MatchEvidence) => MatchAction | null;
  canAct: boolean;
}) {
  const { t } = useTranslation();
  const { match, libraryBand, covered, hidden, missing } = result;
  return (
    <Stack sx={{ gap: 2 }}>
      <BandLine band={match.band} libraryBand={libraryBand} />
      <Parts match={match} />
      {match.biggestGap && (
        <Typography>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {t('match.whyNotHigher')}
          </Box>{' '}
          {gapText(t, match.biggestGap, 'document')}
        </Typography>
      )}
      <RequirementList title={t('match.covered.title', { count: covered.length })}>
        {covered.length === 0 ? (
          <Typography color="text.secondary">{t('match.covered.none')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {covered.map((requirement) => (
              <li key={requirement.skill}>
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  label={requirementLabel(t, requirement.skill, requirement.required)}
                />
              </li>
            ))}
          </Box>
        )}
      </RequirementList>
      <RequirementList title={t('match.hidden.title', { count: hidden.length })}>
        {hidden.length === 0 ? (
          <Typography color="text.secondary">{t('match.hidden.none')}</Typography>
        ) : (
          <>
            {!canAct && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('match.hidden.letterHint')}
              </Typography>
            )}
            <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 1.5 }}>
              {hidden.map((requirement) => (
                <HiddenRequirement
                  key={requirement.skill}
                  requirement={requirement}
                  actionOf={actionOf}
                />
              ))}
            </Stack>
          </>
        )}
      </RequirementList>
      <RequirementList title={t('match.missing.title', { count: missing.length })}>
        {missing.length === 0 ? (
          <Typography color="text.secondary">{t('match.missing.none')}</Typography>
        ) : (
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 1 }}>
            {missing.map((requirement) => (
              <Box component="li" key={requirement.skill}>
                <Typography component="span">
                  {requirementLabel(t, requirement.skill, requirement.required)}
                </Typography>{' '}
                <Link
                  component={RouterLink}
                  to={paths.newOtherEvent()}
                  aria-label={t('match.missing.addSkillNamed', { skill: requirement.skill })}
                >
                  {t('match.missing.addSkill')}
                </Link>
                {' · '}
                <Link
                  component={RouterLink}
                  to={paths.newWorkEvent()}
                  aria-label={t('match.missing.addWorkNamed', { skill: requirement.skill })}
                >
                  {t('match.missing.addWork')}
                </Link>
              </Box>
            ))}
          </Stack>
        )}
      </RequirementList>
    </Stack>
  );
}

/** The band as a chip with its word, and what the library could reach if it is higher. */
function BandLine({ band, libraryBand }: { band: MatchBand; libraryBand: MatchBand }) {
  const { t } = useTranslation();
  const rank = (value: MatchBand) => ['WEAK', 'FAIR', 'GOOD', 'GREAT'].indexOf(value);
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span">{t('match.bandLabel')}</Typography>
      <BandChip band={band} data-testid="match-band" data-band={band} />
      {rank(libraryBand) > rank(band) && (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('match.libraryBand', { band: t(`match.band.${libraryBand}`) })}
        </Typography>
      )}
    </Stack>
  );
}

/** The parts that counted, each named with its value in words (never a percentage). */
function Parts({ match }: { match: JobMatch }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {partTexts(t, match).map((part) => (
        <Box key={part.name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {part.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} color="text.secondary">
            {part.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function RequirementList({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 500, mb: 0.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const requirementLabel = (t: TFunction, skill: string, required: boolean) =>
  required ? skill : t('match.preferred', { skill });

/** At most this many proofs per requirement. */
const shownEvidence = 3;

function HiddenRequirement({
  requirement,
  actionOf,
}: {
  requirement: MatchedRequirement;
  actionOf: (evidence: MatchEvidence) => MatchAction | null;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  return (
    <Box component="li">
      <Typography sx={{ fontWeight: 500 }}>
        {requirementLabel(t, requirement.skill, requirement.required)}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 2, gap: 0.5 }}>
        {requirement.evidence.slice(0, shownEvidence).map((evidence) => {
          const action = actionOf(evidence);
          return (
            <Box component="li" key={`${evidence.eventId}:${evidence.itemId ?? ''}`}>
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {evidence.label}
                </Box>
                {evidence.itemId !== null && (
                  <>
                    {' — '}
                    {evidence.text}
                  </>
                )}
              </Typography>
              {action && (
                <Button
                  size="small"
                  onClick={() => change(action.change)}
                  aria-label={t(`match.action.${action.kind}Named`, {
                    skill: requirement.skill,
                    label: evidence.label,
                  })}
                >
                  {t(`match.action.${action.kind}`)}
                </Button>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
