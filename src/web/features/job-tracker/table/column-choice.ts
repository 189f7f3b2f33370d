import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { browserStorage } from '../../../lib/session-token';

const key = 'job-tracker:table-columns';

/** Shown until the user chooses: the record's source and creation are one click away. */
const defaultChoice: GridColumnVisibilityModel = { source: false, createdAt: false };

function readChoice(): GridColumnVisibilityModel {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return defaultChoice;
    }
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return defaultChoice;
  }
}

/** Which of the table's columns show, as the user last chose in this browser (localStorage). */
export function useColumnChoice() {
  const [choice, setChoice] = useState(readChoice);
  const choose = (next: GridColumnVisibilityModel) => {
    setChoice(next);
    try {
      browserStorage()?.setItem(key, JSON.stringify(next));
    } catch {
      // Full or blocked: the choice lasts until the page is left.
    }
  };
  return [choice, choose] as const;
}
