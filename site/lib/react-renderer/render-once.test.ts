import React, { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOnce } from './render-once';

let renders = 0;
/** An island whose markup depends on its props and on its id prefix (useId). */
function Greeting({ name }: { name: string }) {
  renders++;
  const id = useId();
  return React.createElement('label', { htmlFor: id }, `Olá, ${name}`);
}

describe('renderOnce', () => {
  it('gives each island the markup of its own props, rendering each once', () => {
    const before = renders;
    const ana = renderOnce(Greeting as never, { name: 'Ana' }, 'r0');
    expect(ana).toContain('Olá, Ana');
    expect(renderOnce(Greeting as never, { name: 'Ana' }, 'r0')).toBe(ana);
    expect(renderOnce(Greeting as never, { name: 'Bia' }, 'r0')).toContain('Olá, Bia');
    expect(renders - before).toBe(2);
  });

  it("keys the markup by the island's id prefix too (useId ids must match the browser's hydration)", () => {
    const [r0, r2] = [renderOnce(Greeting as never, { name: 'Ana' }, 'r0'), renderOnce(Greeting as never, { name: 'Ana' }, 'r2')];
    expect(r0).not.toBe(r2);
    expect(r2).toContain('r2');
  });
});
