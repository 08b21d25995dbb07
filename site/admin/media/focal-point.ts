/**
 * The focal point's arithmetic for the picker (issue 26 item 7), pure: where a click falls on the
 * picture, a keyboard nudge, and the CSS that shows a cover crop around it (the same
 * `object-position` the public pages use: shared/media/render-states.ts).
 */
import type { FocalPoint } from '../../../shared/media/contract';

const clamp = (v: number) => Math.min(1, Math.max(0, v));
/** Thousandths, as the server keeps them. */
const round = (v: number) => Math.round(clamp(v) * 1000) / 1000;

/** The point under a click at (`clientX`, `clientY`) on a picture drawn in `box`. */
export function focalFromClick(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): FocalPoint {
  return { x: round((clientX - box.left) / Math.max(1, box.width)), y: round((clientY - box.top) / Math.max(1, box.height)) };
}

/** Arrow keys move the point by 5 % of the picture; any other key leaves it. */
export function focalFromKey(key: string, focal: FocalPoint): FocalPoint | null {
  const step = 0.05;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = moves[key];
  return move ? { x: round(focal.x + move[0]), y: round(focal.y + move[1]) } : null;
}

/** CSS `object-position` of a cover crop around `focal` (the centre without one). */
export function focalPosition(focal: FocalPoint | null): string {
  const f = focal ?? { x: 0.5, y: 0.5 };
  return `${Math.round(f.x * 1000) / 10}% ${Math.round(f.y * 1000) / 10}%`;
}

/** "38 % da esquerda, 20 % do topo" for the editor, or "centro (nenhum escolhido)". */
export function focalText(focal: FocalPoint | null): string {
  if (!focal) return 'centro da imagem (nenhum ponto escolhido)';
  return `${Math.round(focal.x * 100)} % da esquerda, ${Math.round(focal.y * 100)} % do topo`;
}
