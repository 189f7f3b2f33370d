import { Fragment } from 'react';

/** The marks the API puts around each found word (never HTML: the text stays text). */
const markStart = '\uE000';
const markStop = '\uE001';

/** Text with its found words between U+E000 and U+E001, split into plain runs and marked runs. */
export function markedRuns(text: string): Array<{ text: string; marked: boolean }> {
  const runs: Array<{ text: string; marked: boolean }> = [];
  for (const [index, part] of text.split(markStart).entries()) {
    const stop = index === 0 ? -1 : part.indexOf(markStop);
    if (stop === -1) {
      runs.push({ text: part.replaceAll(markStop, ''), marked: false });
    } else {
      runs.push({ text: part.slice(0, stop), marked: true });
      runs.push({ text: part.slice(stop + 1).replaceAll(markStop, ''), marked: false });
    }
  }
  return runs.filter((run) => run.text !== '');
}

/** A snippet with its found words in `<mark>`, which screen readers may announce as highlighted. */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {markedRuns(text).map((run, index) =>
        run.marked ? (
          <mark key={index}>{run.text}</mark>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
