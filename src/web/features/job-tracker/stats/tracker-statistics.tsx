import QueryStats from '@mui/icons-material/QueryStatsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay } from '../../../../domain/job-application';
import { trackerStatistics } from '../../../../domain/job-statistics';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { TrackerViewProps } from '../tracker-view-props';

/** A week's Monday as a short axis label ("Nov 23"), never shifted by a time zone. */
const weekLabel = (language: string, day: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** One figure: a number in large type over what it is. */
function Figure({ value, label, detail }: { value: string; label: string; detail?: string }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {detail && (
        <Typography component="p" variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * A chart with its figures for screen readers: the chart is drawn for the eye only, and a table
 * (visually hidden) holds the same numbers.
 */
function ChartSection({
  title,
  columns,
  rows,
  chart,
  note,
}: {
  title: string;
  columns: string[];
  rows: string[][];
  chart: ReactNode;
  note?: string;
}) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.125rem', mb: 1 }}>
        {title}
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
        {chart}
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {/* A table grows to its content whatever its width: the box around it keeps it 1 px. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([head, ...cells]) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                {cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}

/**
 * The tracker's Statistics view (docs/product/data.md): applications started per week over the
 * last twelve, how far they got (a funnel with the share that went on from each stage), how often
 * employers answered and how long they took. Every application counts, archived ones included.
 */
export function TrackerStatistics({ applications }: TrackerViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const today = localDay();
  const statistics = useMemo(() => trackerStatistics(applications, today), [applications, today]);
  const number = new Intl.NumberFormat(language);
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });

  if (statistics.total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <QueryStats color="action" fontSize="large" aria-hidden="true" />
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1 }}>
          {t('tracker.stats.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '40rem', mx: 'auto' }}>
          {t('tracker.stats.emptyText')}
        </Typography>
      </Paper>
    );
  }

  const { weeks, funnel, response, medianDaysToAnswer } = statistics;
  const weekLabels = weeks.map((week) => weekLabel(language, week.start));
  const stageNames = funnel.map((step) => t(`tracker.stage.${step.stage}`));
  const count = (value: number | null) => (value === null ? '' : number.format(value));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="ul"
        aria-label={t('tracker.stats.summary')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
          gap: 2,
          m: 0,
          p: 0,
        }}
      >
        <Figure
          value={number.format(statistics.total)}
          label={t('tracker.stats.total')}
          detail={t('tracker.stats.rejected', { number: number.format(statistics.rejected) })}
        />
        <Figure
          value={response.rate === null ? '—' : percent.format(response.rate)}
          label={t('tracker.stats.responseRate')}
          detail={t('tracker.stats.responseDetail', {
            answered: number.format(response.answered),
            applied: number.format(response.applied),
          })}
        />
        <Figure
          value={
            medianDaysToAnswer === null
              ? '—'
              : t('tracker.stats.days', {
                  count: medianDaysToAnswer,
                  number: decimal.format(medianDaysToAnswer),
                })
          }
          label={t('tracker.stats.medianDays')}
          detail={
            medianDaysToAnswer === null
              ? t('tracker.stats.medianNone')
              : t('tracker.stats.medianDetail', {
                  number: number.format(statistics.answeredWithDates),
                })
          }
        />
      </Box>

      <ChartSection
        title={t('tracker.stats.perWeek')}
        columns={[t('tracker.stats.weekOf'), t('tracker.stats.applications')]}
        rows={weeks.map((week, index) => [weekLabels[index]!, number.format(week.count)])}
        chart={
          <BarChart
            height={240}
            hideLegend
            disableKeyboardNavigation
            xAxis={[{ scaleType: 'band', data: weekLabels }]}
            yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => number.format(value) }]}
            series={[
              {
                data: weeks.map((week) => week.count),
                label: t('tracker.stats.applications'),
                valueFormatter: count,
              },
            ]}
          />
        }
      />

      <ChartSection
        title={t('tracker.stats.funnel')}
        columns={[
          t('tracker.stats.stage'),
          t('tracker.stats.reached'),
          t('tracker.stats.conversion'),
        ]}
        rows={funnel.map((step, index) => [
          stageNames[index]!,
          number.format(step.reached),
          step.conversion === null ? '—' : percent.format(step.conversion),
        ])}
        note={funnel
          .slice(1)
          .map((step, index) =>
            t('tracker.stats.conversionLine', {
              from: stageNames[index],
              to: stageNames[index + 1],
              share: step.conversion === null ? '—' : percent.format(step.conversion),
            }),
          )
          .join(' · ')}
        chart={
          <BarChart
            height={220}
            layout="horizontal"
            hideLegend
            disableKeyboardNavigation
            yAxis={[{ scaleType: 'band', data: stageNames, width: 96 }]}
            xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => number.format(value) }]}
            series={[
              {
                data: funnel.map((step) => step.reached),
                label: t('tracker.stats.reached'),
                valueFormatter: count,
              },
            ]}
          />
        }
      />
    </Box>
  );
}
