import { describe, expect, it } from 'vitest';
import { resumeContentSchema } from '../../../domain/resume';
import { setName } from './document-draft';
import {
  editorReducer,
  historyLimit,
  initialHistory,
  type EditorAction,
  type EditorHistory,
} from './editor-history';

const start = initialHistory({
  name: 'A',
  targetJob: { title: '', company: '', description: '' },
  content: resumeContentSchema.parse({}),
});

type Draft = typeof start.present;

const run = (state: EditorHistory<Draft>, ...actions: EditorAction<Draft>[]) =>
  actions.reduce(editorReducer, state);

const rename = (name: string, coalesce?: string): EditorAction<Draft> =>
  coalesce
    ? { type: 'change', change: setName<Draft>(name), coalesce }
    : { type: 'change', change: setName<Draft>(name) };

describe('the editor history', () => {
  it('undoes and redoes changes in order, and a new change drops what could be redone', () => {
    let state = run(start, rename('B'), rename('C'));
    expect(state.present.name).toBe('C');
    state = run(state, { type: 'undo' });
    expect(state.present.name).toBe('B');
    state = run(state, { type: 'undo' });
    expect(state.present.name).toBe('A');
    expect(run(state, { type: 'undo' })).toBe(state);
    state = run(state, { type: 'redo' });
    expect(state.present.name).toBe('B');
    state = run(state, rename('D'));
    expect(state.future).toEqual([]);
    expect(run(state, { type: 'redo' })).toBe(state);
    expect(run(state, { type: 'undo' }).present.name).toBe('B');
  });

  it('makes typing in one field one step, until another field or a seal', () => {
    let state = run(start, rename('Ad', 'name'), rename('Ada', 'name'), rename('Adam', 'name'));
    expect(state.past.map((draft) => draft.name)).toEqual(['A']);
    state = run(state, { type: 'seal' }, rename('Adams', 'name'));
    expect(state.past.map((draft) => draft.name)).toEqual(['A', 'Adam']);
    state = run(state, rename('X', 'other'), rename('Y', 'name'));
    expect(state.past.map((draft) => draft.name)).toEqual(['A', 'Adam', 'Adams', 'X']);
    expect(run(state, { type: 'undo' }, { type: 'undo' }).present.name).toBe('Adams');
  });

  it('ignores a change that changes nothing', () => {
    expect(run(start, rename('A'))).toBe(start);
  });

  it(`keeps the last ${historyLimit} steps`, () => {
    const changes = Array.from({ length: historyLimit + 20 }, (_, index) => rename(`N${index}`));
    let state = run(start, ...changes);
    expect(state.past).toHaveLength(historyLimit);
    state = run(
      state,
      ...Array.from({ length: historyLimit + 5 }, () => ({ type: 'undo' }) as const),
    );
    expect(state.present.name).toBe('N19');
    expect(state.future).toHaveLength(historyLimit);
  });

  it('starts over without history on reset', () => {
    const state = run(start, rename('B'), {
      type: 'reset',
      draft: { ...start.present, name: 'Z' },
    });
    expect(state).toEqual({
      past: [],
      present: { ...start.present, name: 'Z' },
      future: [],
      lastKey: null,
    });
  });
});
