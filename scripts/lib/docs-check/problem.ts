// What every part of npm run check:docs reports: a place in a file and what is wrong there.

export type DocProblem = {
  file: string;
  line: number;
  column: number;
  message: string;
  /** Which check found it: `front-matter`, `mdx`, a remark-lint rule, `spelling`, `link`, `json-sample`. */
  rule: string;
};

export type Point = {line: number; column: number};

/** Turns an offset in a text into a 1-based line and column. */
export function pointLocator(text: string): (offset: number) => Point {
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return {line: low + 1, column: offset - lineStarts[low] + 1};
  };
}
