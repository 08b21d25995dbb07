import { describe, expect, it } from 'vitest';
import { GROWTH_HEAD, mergeGrowthRows, parseGrowthRows } from './growth';

const row = (posts: string, build: string) => `| ${posts} posts | 1 | ${build} | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | today |`;

describe('growth table', () => {
  it('reads back the rows of a previous file', () => {
    const markdown = `## Growth\n\n${GROWTH_HEAD}\n${row('96', '5 s')}\n${row('10,002', '60 s')}\n\nafter`;
    expect(parseGrowthRows(markdown)).toEqual([row('96', '5 s'), row('10,002', '60 s')]);
    expect(parseGrowthRows('no table')).toEqual([]);
  });

  it('replaces the measured corpora, keeps the others, smallest first', () => {
    const previous = [row('96', '5 s'), row('10,002', '60 s'), row('100,002', '300 s')];
    expect(mergeGrowthRows(previous, [row('100,002', '180 s'), row('96', '4 s')])).toEqual([row('96', '4 s'), row('10,002', '60 s'), row('100,002', '180 s')]);
  });
});
