import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkedText, markedRuns } from './marked-text';

afterEach(cleanup);

const marked = (text: string) => {
  const { container } = render(
    <p>
      <MarkedText text={text} />
    </p>,
  );
  return container.firstElementChild!;
};

describe('text with its found words marked', () => {
  it('puts each run between U+E000 and U+E001 in a <mark>', () => {
    const paragraph = marked('Senior \uE000React\uE001 developer, \uE000React Native\uE001 too');
    expect(paragraph.textContent).toBe('Senior React developer, React Native too');
    expect([...paragraph.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'React',
      'React Native',
    ]);
    expect(paragraph.innerHTML).toBe(
      'Senior <mark>React</mark> developer, <mark>React Native</mark> too',
    );
  });

  it('keeps text that looks like HTML as text', () => {
    const paragraph = marked('<b>bold</b> and \uE000<img src=x onerror=alert(1)>\uE001');
    expect(paragraph.querySelector('b')).toBeNull();
    expect(paragraph.querySelector('img')).toBeNull();
    expect(paragraph.textContent).toBe('<b>bold</b> and <img src=x onerror=alert(1)>');
    expect(paragraph.querySelector('mark')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('drops a stop with no start, and marks nothing for a start with no stop', () => {
    expect(markedRuns('a\uE001b')).toEqual([{ text: 'ab', marked: false }]);
    expect(markedRuns('a\uE000b')).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: false },
    ]);
    expect(markedRuns('\uE000a\uE001\uE001b')).toEqual([
      { text: 'a', marked: true },
      { text: 'b', marked: false },
    ]);
    expect(marked('no marks here').querySelector('mark')).toBeNull();
    expect(markedRuns('')).toEqual([]);
  });
});
