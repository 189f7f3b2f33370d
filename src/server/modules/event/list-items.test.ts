import { describe, expect, it } from 'vitest';
import { RecordInputError, RecordNotFoundError } from '../record-errors';
import { mergeListItems } from './list-items';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const current = [
  { id: '11111111-1111-4111-8111-111111111111', uuid: 'partner-1', description: 'one' },
  { id: '22222222-2222-4222-8222-222222222222', uuid: null, description: 'two' },
  { id: '33333333-3333-4333-8333-333333333333', uuid: 'partner-3', description: 'three' },
];
const [one, two, three] = current;
const input = (item: { id?: string; uuid?: string; description: string }) => ({
  id: item.id ?? null,
  uuid: item.uuid ?? null,
  description: item.description,
});

describe('mergeListItems', () => {
  it('gives every item of a new list a fresh id', () => {
    const merged = mergeListItems('accomplishments', [
      input({ description: 'a' }),
      input({ uuid: 'k', description: 'b' }),
    ]);
    expect(merged).toEqual([
      { id: expect.stringMatching(uuid), uuid: null, description: 'a' },
      { id: expect.stringMatching(uuid), uuid: 'k', description: 'b' },
    ]);
    expect(merged[0]?.id).not.toBe(merged[1]?.id);
  });

  it('is the input list in its order: named items keep id and import key, others are new, the rest gone', () => {
    const merged = mergeListItems(
      'accomplishments',
      [
        input({ id: three?.id, description: 'three, edited' }),
        input({ description: 'new' }),
        input({ id: one?.id, description: 'one' }),
      ],
      current,
    );
    expect(merged).toEqual([
      { id: three?.id, uuid: 'partner-3', description: 'three, edited' },
      { id: expect.stringMatching(uuid), uuid: null, description: 'new' },
      { id: one?.id, uuid: 'partner-1', description: 'one' },
    ]);
    expect(merged.map((item) => item.id)).not.toContain(two?.id);
  });

  it('matches items without id by import key (a re-import), once each, after the named ones', () => {
    const merged = mergeListItems(
      'accomplishments',
      [
        input({ uuid: 'partner-1', description: 'again' }),
        input({ uuid: 'partner-1', description: 'twice' }),
        input({ id: three?.id, uuid: 'partner-3', description: 'named' }),
        input({ uuid: 'partner-3', description: 'already taken by id' }),
      ],
      current,
    );
    expect(merged.map((item) => item.id)).toEqual([
      one?.id,
      expect.stringMatching(uuid),
      three?.id,
      expect.stringMatching(uuid),
    ]);
    expect(new Set(merged.map((item) => item.id)).size).toBe(4);
  });

  it('refuses an id that is not an item of the list', () => {
    expect(() =>
      mergeListItems(
        'coursework',
        [input({ id: '44444444-4444-4444-8444-444444444444', description: 'x' })],
        current,
      ),
    ).toThrow(RecordNotFoundError);
    expect(() => mergeListItems('coursework', [input({ id: one?.id, description: 'x' })])).toThrow(
      RecordNotFoundError,
    );
  });

  it('refuses an id named twice, naming the second place', () => {
    const merge = () =>
      mergeListItems(
        'coursework',
        [input({ id: two?.id, description: 'a' }), input({ id: two?.id, description: 'b' })],
        current,
      );
    expect(merge).toThrow(RecordInputError);
    expect(merge).toThrow('coursework.1.id is listed twice');
  });
});
