import { describe, expect, it } from 'vitest';
import { groupedOrder, groupEvents, moveGroup, moveInGroup } from './event-groups';

const skill = (id: string, category: string) => ({ id, category });
const skills = [
  skill('ts', 'Languages'),
  skill('pg', 'Tools'),
  skill('go', 'languages '),
  skill('speaking', ''),
  skill('git', 'Tools'),
];
const groups = groupEvents(skills, (item) => item.category);

describe('skills grouped by category', () => {
  it('keeps the groups in the order of their first skill, and the user’s order inside each', () => {
    expect(groups.map(({ key, name, items }) => [key, name, items.map((item) => item.id)])).toEqual(
      [
        ['languages', 'Languages', ['ts', 'go']],
        ['tools', 'Tools', ['pg', 'git']],
        ['', '', ['speaking']],
      ],
    );
    expect(groupedOrder(groups)).toEqual(['ts', 'go', 'pg', 'git', 'speaking']);
  });

  it('moves a skill inside its group and saves the order the page shows', () => {
    expect(moveInGroup(groups, 1, 1, 0)).toEqual(['ts', 'go', 'git', 'pg', 'speaking']);
    expect(moveInGroup(groups, 0, 0, 1)).toEqual(['go', 'ts', 'pg', 'git', 'speaking']);
  });

  it('moves a whole group, its skills keeping their order', () => {
    expect(moveGroup(groups, 1, 0)).toEqual(['pg', 'git', 'ts', 'go', 'speaking']);
    expect(moveGroup(groups, 1, 2)).toEqual(['ts', 'go', 'speaking', 'pg', 'git']);
  });

  it('names a group the way most of its skills spell it, whatever their order', () => {
    const spelled = (categories: string[]) =>
      groupEvents(
        categories.map((category, index) => skill(String(index), category)),
        (item) => item.category,
      )[0]?.name;
    expect(spelled(['languages', 'Languages'])).toBe('Languages');
    expect(spelled(['Languages', 'languages'])).toBe('Languages');
    expect(spelled(['LANGUAGES', 'languages', 'languages'])).toBe('languages');
  });

  it('makes one unnamed group of events without a category', () => {
    expect(groupEvents([skill('a', ''), skill('b', '  ')], (item) => item.category)).toEqual([
      { key: '', name: '', items: [skill('a', ''), skill('b', '  ')] },
    ]);
  });
});
