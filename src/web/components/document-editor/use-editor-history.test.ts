import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resumeContentSchema } from '../../../domain/resume';
import { setName } from './document-draft';
import { useEditorHistory } from './use-editor-history';

const start = {
  name: 'A',
  targetJob: { title: '', company: '', description: '' },
  content: resumeContentSchema.parse({}),
};

describe('useEditorHistory', () => {
  it('tells of each new draft in the call that made it, before the editor renders it', () => {
    const rendered: string[] = [];
    const heard: Array<{ draft: string; rendered: string | undefined }> = [];
    const onDraft = vi.fn((draft: typeof start) =>
      heard.push({ draft: draft.name, rendered: rendered.at(-1) }),
    );
    const { result } = renderHook(() => {
      const history = useEditorHistory(start, undefined, onDraft);
      rendered.push(history.draft.name);
      return history;
    });
    act(() => {
      result.current.edit.change(setName('B'), 'name');
      // Heard inside `change`, while the editor still shows the old draft.
      expect(heard).toEqual([{ draft: 'B', rendered: 'A' }]);
    });
    expect(result.current.draft.name).toBe('B');
    act(() => result.current.undo());
    expect(heard.at(-1)?.draft).toBe('A');
    // A change that changes nothing is not told.
    act(() => result.current.edit.change((draft) => draft));
    expect(onDraft).toHaveBeenCalledTimes(2);
  });
});
