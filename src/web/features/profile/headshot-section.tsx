import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headshotSquare, headshotUploadTypes } from '../../../domain/profile';
import { initials } from '../../../domain/user';
import { HeadshotError, type HeadshotProblem, type ProfileClient } from './profile-client';
import { FormOutcome, ProfileSection, type ProfileMe } from './profile-section';

const previewSide = 200;

const problemKeys = {
  HEADSHOT_TOO_LARGE: 'profile.headshot.errors.tooLarge',
  HEADSHOT_NOT_AN_IMAGE: 'profile.headshot.errors.notAnImage',
  HEADSHOT_FORMAT_UNSUPPORTED: 'profile.headshot.errors.unsupported',
  HEADSHOT_TOO_MANY_PIXELS: 'profile.headshot.errors.tooManyPixels',
  FAILED: 'profile.headshot.errors.failed',
} as const satisfies Record<HeadshotProblem, string>;

interface Picked {
  file: File;
  url: string;
  width: number;
  height: number;
}

/**
 * The photo: the current one (or the initials), a picture chosen and cropped to a square with
 * three sliders (zoom, horizontal, vertical; each keyboard-operable), saved or removed.
 */
export function HeadshotSection({
  me,
  client,
  onChange,
}: {
  me: ProfileMe;
  client: ProfileClient;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [zoom, setZoom] = useState(1);
  const [x, setX] = useState(50);
  const [y, setY] = useState(50);
  const [problem, setProblem] = useState<HeadshotProblem | null>(null);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  function choose(file: File | undefined) {
    setProblem(null);
    setDone(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem('HEADSHOT_NOT_AN_IMAGE');
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setPicked({ file, url, width: image.naturalWidth, height: image.naturalHeight });
      setZoom(1);
      setX(50);
      setY(50);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setProblem('HEADSHOT_NOT_AN_IMAGE');
    };
    image.src = url;
  }

  const square = picked
    ? headshotSquare(picked.width, picked.height, { zoom, x: x / 100, y: y / 100 })
    : null;

  async function save() {
    if (!picked || !square) return;
    setBusy(true);
    try {
      await client.uploadHeadshot(picked.file, square);
      setPicked(null);
      setDone('saved');
      onChange();
    } catch (error) {
      setProblem(error instanceof HeadshotError ? error.problem : 'FAILED');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await client.removeHeadshot();
      setDone('removed');
      onChange();
    } catch {
      setProblem('FAILED');
    } finally {
      setBusy(false);
    }
  }

  const scale = square ? previewSide / square.size : 1;
  return (
    <ProfileSection title={t('profile.headshot.heading')}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            src={me.headshotURL ?? undefined}
            alt={me.headshotURL ? t('profile.headshot.alt') : undefined}
            sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'secondary.main' }}
          >
            {initials(me.profile.firstName, me.profile.lastName)}
          </Avatar>
          {me.headshotURL ? null : (
            <Typography color="text.secondary">{t('profile.headshot.none')}</Typography>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" id={`${inputId}-hint`}>
          {t('profile.headshot.hint')}
        </Typography>
        {picked && square ? (
          <Stack spacing={2}>
            <Box
              role="img"
              aria-label={t('profile.headshot.preview')}
              sx={{
                width: previewSide,
                height: previewSide,
                overflow: 'hidden',
                position: 'relative',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                component="img"
                src={picked.url}
                alt=""
                sx={{
                  position: 'absolute',
                  maxWidth: 'none',
                  width: picked.width * scale,
                  height: picked.height * scale,
                  left: -square.left * scale,
                  top: -square.top * scale,
                }}
              />
            </Box>
            {(
              [
                ['zoom', zoom, 1, 4, 0.1, setZoom],
                ['horizontal', x, 0, 100, 1, setX],
                ['vertical', y, 0, 100, 1, setY],
              ] as const
            ).map(([name, value, min, max, step, onChange]) => (
              <CropSlider
                key={name}
                label={t(`profile.headshot.${name}`)}
                value={value}
                min={min}
                max={max}
                step={step}
                onChange={onChange}
              />
            ))}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void save()} disabled={busy}>
                {t('profile.headshot.save')}
              </Button>
              <Button onClick={() => setPicked(null)} disabled={busy}>
                {t('profile.headshot.cancel')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" component="label" htmlFor={inputId} disabled={busy}>
              {t('profile.headshot.choose')}
              <input
                id={inputId}
                ref={input}
                type="file"
                hidden
                accept={headshotUploadTypes.join(',')}
                aria-describedby={`${inputId}-hint`}
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
            {me.headshotURL ? (
              <Button color="error" onClick={() => void remove()} disabled={busy}>
                {t('profile.headshot.remove')}
              </Button>
            ) : null}
          </Stack>
        )}
        <FormOutcome
          error={problem ? t(problemKeys[problem]) : null}
          success={
            done
              ? t(done === 'saved' ? 'profile.headshot.saved' : 'profile.headshot.removed')
              : null
          }
        />
      </Stack>
    </ProfileSection>
  );
}

function CropSlider({
  label,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Typography variant="body2" gutterBottom>
        {label}
      </Typography>
      <Slider
        aria-label={label}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(_event, next) => onChange(next as number)}
      />
    </Box>
  );
}
