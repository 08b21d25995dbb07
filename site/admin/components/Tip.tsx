/**
 * Radix tooltips with SPEC §9 timings (700 ms delay, 300 ms skip delay). `TipProvider` wraps the
 * app once; `Tip` wraps one focusable element.
 */
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { TIMINGS } from '../../../shared/constants';

export function TipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TIMINGS.tooltipDelayMs} skipDelayDuration={TIMINGS.tooltipSkipDelayMs}>
      {children}
    </Tooltip.Provider>
  );
}

/** Shows `label` next to `children` (which must accept a ref: a button, a link, an input). */
export function Tip({ label, children }: { label: ReactNode; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tip" sideOffset={6}>
          {label}
          <Tooltip.Arrow className="tip-arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
