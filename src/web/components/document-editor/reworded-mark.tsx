import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from './announcer';

/**
 * What marks a text of the library worded for this document only (a resume's bullet, a letter's
 * paragraph): "Differs from library", and Reset, which follows the library again and says so.
 */
export function RewordedMark({ item, onReset }: { item: string; onReset: () => void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  return (
    <>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={t('documents.editor.reworded.differs')}
      />
      <Button
        size="small"
        data-action="reset"
        onClick={() => {
          onReset();
          announce(t('documents.editor.reworded.wasReset', { item }));
        }}
      >
        {t('documents.editor.reworded.reset', { item })}
      </Button>
    </>
  );
}
