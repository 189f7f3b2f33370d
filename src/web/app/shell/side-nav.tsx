import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import TravelExplore from '@mui/icons-material/TravelExplore';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ParseKeys } from 'i18next';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../domain/paths';

interface NavItem {
  to: string;
  labelKey: ParseKeys;
}

interface NavGroup {
  id: 'resumes' | 'coverLetters';
  labelKey: ParseKeys;
  items: NavItem[];
}

/** The numbered groups of docs/product/routes.md: the order is the order of the work. */
const groups: NavGroup[] = [
  {
    id: 'resumes',
    labelKey: 'nav.resumes',
    items: [
      { to: paths.workEvents(), labelKey: 'nav.workExperience' },
      { to: paths.eduEvents(), labelKey: 'nav.education' },
      { to: paths.otherEvents(), labelKey: 'nav.skills' },
      { to: paths.resumes(), labelKey: 'nav.myResumes' },
    ],
  },
  {
    id: 'coverLetters',
    labelKey: 'nav.coverLetters',
    items: [
      { to: paths.coverLetterEvents(), labelKey: 'nav.paragraphs' },
      { to: paths.coverLetters(), labelKey: 'nav.myLetters' },
    ],
  },
];

/** Highlights the page's own link (NavLink marks it with aria-current="page" and `.active`). */
const activeStyles = {
  borderRadius: 2,
  mx: 1,
  '&.active': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '& .step-number': { bgcolor: 'primary.contrastText', color: 'primary.main' },
    '& .MuiListItemIcon-root': { color: 'inherit' },
  },
  '&.active:hover': { bgcolor: 'primary.dark' },
} as const;

function StepNumber({ value }: { value: number }) {
  return (
    <Box
      component="span"
      className="step-number"
      aria-hidden="true"
      sx={{
        width: 22,
        height: 22,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: '0.75rem',
        fontWeight: 700,
        bgcolor: 'action.selected',
        color: 'text.primary',
        flexShrink: 0,
        mr: 1.5,
      }}
    >
      {value}
    </Box>
  );
}

function Group({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{ mx: 1, borderRadius: 2 }}
      >
        <ListItemText
          primary={t(group.labelKey)}
          slotProps={{ primary: { sx: { fontWeight: 700 } } }}
        />
        {open ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit={false}>
        <List id={listId} disablePadding dense>
          {group.items.map((item, index) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                onClick={onNavigate}
                sx={activeStyles}
              >
                <StepNumber value={index + 1} />
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** A link of its own below the groups: an icon, its name, and what else it shows (a count). */
function ShellLink({
  to,
  icon: Icon,
  label,
  accessibleName,
  spaced = false,
  onNavigate,
  children,
}: {
  to: string;
  icon: typeof Search;
  label: string;
  /** What screen readers hear when the label alone does not say it all. */
  accessibleName?: string;
  /** A gap above: the first link of a new part of the navigation. */
  spaced?: boolean;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  return (
    <ListItem disablePadding sx={spaced ? { mt: 1 } : undefined}>
      <ListItemButton
        component={NavLink}
        to={to}
        onClick={onNavigate}
        aria-label={accessibleName}
        sx={activeStyles}
      >
        <ListItemIcon sx={{ minWidth: 34 }}>
          <Icon fontSize="small" aria-hidden="true" />
        </ListItemIcon>
        <ListItemText primary={label} />
        {children}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The links of the authenticated shell (docs/product/routes.md): the two numbered groups, then the job tracker, the
 * job search and the savvy search (which save into the tracker) for users who did not come from a partner platform,
 * then the admin pages for admins.
 */
export function SideNav({
  showJobTracker,
  jobTrackerDue = 0,
  showAdmin = false,
  onNavigate,
}: {
  showJobTracker: boolean;
  /** The admin pages' link, for admins only (ADMIN_EMAILS, decision 093). */
  showAdmin?: boolean;
  /** How many applications are due today: shown beside the tracker's link when some are. */
  jobTrackerDue?: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <List disablePadding dense sx={{ py: 1 }}>
      {groups.map((group) => (
        <Group key={group.id} group={group} onNavigate={onNavigate} />
      ))}
      {showJobTracker && (
        <>
          <ShellLink
            to={paths.jobTracker()}
            icon={WorkOutline}
            label={t('nav.jobTracker')}
            accessibleName={
              jobTrackerDue > 0 ? t('nav.jobTrackerDue', { count: jobTrackerDue }) : undefined
            }
            spaced
            onNavigate={onNavigate}
          >
            {jobTrackerDue > 0 && (
              <Badge
                badgeContent={jobTrackerDue}
                max={99}
                color="error"
                aria-hidden="true"
                sx={{ mr: 1.5 }}
              />
            )}
          </ShellLink>
          <ShellLink
            to={paths.jobSearch()}
            icon={Search}
            label={t('nav.jobSearch')}
            onNavigate={onNavigate}
          />
          <ShellLink
            to={paths.savvySearch()}
            icon={TravelExplore}
            label={t('pages.savvySearch')}
            onNavigate={onNavigate}
          />
        </>
      )}
      {showAdmin && (
        <ShellLink
          to={paths.adminSources()}
          icon={AdminPanelSettings}
          label={t('admin.nav')}
          spaced
          onNavigate={onNavigate}
        />
      )}
    </List>
  );
}
