import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hideReasons, type HideReason } from './savvy-search-operations';

/** "Hide", then why: the reason ranks postings like this one lower. */
export function HideMenu({
  describedBy,
  onHide,
}: {
  /** The id of the posting's title, which names the posting hidden. */
  describedBy: string;
  onHide: (reason: HideReason) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<VisibilityOff />}
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-describedby={describedBy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('savvy.hide.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('savvy.hide.menu') } }}
      >
        {hideReasons.map((reason) => (
          <MenuItem
            key={reason}
            onClick={() => {
              setAnchor(null);
              onHide(reason);
            }}
          >
            {t(`savvy.hide.reason.${reason}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
